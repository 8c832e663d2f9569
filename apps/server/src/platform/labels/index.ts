export type { LabelPrinter, ShippingLabel } from './label.ts';
export { embeddedLabelPrinter } from './pdf-label.ts';
