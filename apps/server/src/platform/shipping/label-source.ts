/**
 * Where an order's label comes from, behind one interface: printed here by the embedded label printer (no
 * configuration; the seller enters the tracking number) or bought from a carrier API (SHIPPING_*; tracking comes
 * with it and then by webhook). Callers ask for a label the same way and only look at `shipment` to tell them apart.
 */
import { addressLines } from '@swapyard/domain';
import { embeddedLabelPrinter, type LabelPrinter } from '../labels/index.ts';
import type { BoughtLabel, BuyLabelRequest, ShippingApi } from './carrier-api.ts';

export interface MadeLabel {
  labelPdf: Uint8Array;
  /** The carrier's shipment when the label was bought; null for a printed one. */
  shipment: Omit<BoughtLabel, 'labelPdf'> | null;
}

export interface LabelSource {
  readonly kind: 'printed' | 'bought';
  /** Throws ShippingApiError when a bought label cannot be had; a printed one does not fail on member text. */
  makeLabel(request: BuyLabelRequest): Promise<MadeLabel>;
}

/** The embedded default: a PDF made locally, no account, no network. */
export function printedLabelSource(
  printer: LabelPrinter = embeddedLabelPrinter(),
  now: () => Date = () => new Date(),
): LabelSource {
  return {
    kind: 'printed',
    async makeLabel(request) {
      const labelPdf = await printer.render({
        orderNumber: request.orderNumber,
        from: addressLines(request.from),
        to: addressLines(request.to),
        itemTitles: request.itemTitles,
        createdAt: now(),
      });
      return { labelPdf, shipment: null };
    },
  };
}

/** The scale-out side: the carrier's own label, bought through the API. */
export function boughtLabelSource(api: ShippingApi): LabelSource {
  return {
    kind: 'bought',
    async makeLabel(request) {
      const { labelPdf, ...shipment } = await api.buyLabel(request);
      return { labelPdf, shipment };
    },
  };
}
