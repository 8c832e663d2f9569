/**
 * A shipping label for one order (docs: DESIGN.md, "shipping labels and tracking"): the embedded adapter prints a PDF
 * locally; a carrier API (EasyPost/Shippo-compatible, SHIPPING_*) would buy and return the carrier's own label.
 */
export interface ShippingLabel {
  /** Ours, e.g. 'SY-7F3A2C91': printed large and encoded in the Code 128 barcode. Printable ASCII only. */
  orderNumber: string;
  /** The sender's lines (name, street, town, country), already formatted, 1–6 lines. Member-typed. */
  from: string[];
  /** The recipient's lines, printed large under "SHIP TO". Member-typed. */
  to: string[];
  /** What is inside, printed small on one line ("Contents: …"). Member-typed. */
  itemTitles: string[];
  createdAt: Date;
}

export interface LabelPrinter {
  /** The label as PDF bytes. Never throws on member-typed text (it is made printable instead). */
  render(label: ShippingLabel): Promise<Uint8Array>;
}
