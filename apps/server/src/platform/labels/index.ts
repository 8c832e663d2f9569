export type { LabelPrinter, ShippingLabel } from './label.ts';
export { embeddedLabelPrinter, warmUpLabels } from './pdf-label.ts';
