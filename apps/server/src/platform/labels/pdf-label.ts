import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { code128Png } from './barcode.ts';
import type { LabelPrinter, ShippingLabel } from './label.ts';
import { encodableText, fitText, printable } from './text.ts';

/** 4 × 6 inches, portrait, in points: the size thermal label printers and carriers use. */
export const LABEL_WIDTH = 288;
export const LABEL_HEIGHT = 432;

const black = rgb(0, 0, 0);
/** The frame's line, inset so a printer's unprintable edge does not clip it. */
const FRAME = 6;
/** Text's left and right margin. */
const MARGIN = 14;
const TEXT_WIDTH = LABEL_WIDTH - 2 * MARGIN;
/** More lines than this are joined onto the last one, so a block never overruns the next. */
const MAX_LINES = 6;
/** SHIP TO's largest and smallest sizes: as large as its longest line allows, then cut. */
const TO_SIZES = [15, 14, 13, 12, 11];
/**
 * Code 128 module width: 1.44 pt is 0.51 mm (20 mil), 4 dots at 203 dpi and 6 at 300, easy for any scanner; narrower
 * only when a long order number needs it. Ten modules of quiet zone each side, as the symbology asks.
 */
const MODULE_WIDTH = 1.44;
const QUIET_MODULES = 10;
/** Order numbers are ours; one a scanner cannot read back is a bug, not member text to clean up. */
const ORDER_NUMBER = /^[\x21-\x7e]{1,40}$/;

/** The embedded adapter: a PDF made here with pdf-lib and bwip-js, no carrier account, no network. */
export function embeddedLabelPrinter(): LabelPrinter {
  return { render: renderLabelPdf };
}

export async function renderLabelPdf(label: ShippingLabel): Promise<Uint8Array> {
  if (!ORDER_NUMBER.test(label.orderNumber))
    throw new RangeError(`Not a label order number: ${label.orderNumber}`);
  // A new document per label: a document is not reusable once saved, and standard fonts cost nothing to embed.
  const doc = await PDFDocument.create();
  doc.setTitle(`Swapyard shipping label ${label.orderNumber}`);
  doc.setCreator('Swapyard');
  doc.setProducer('Swapyard');
  if (!Number.isNaN(label.createdAt.getTime())) doc.setCreationDate(label.createdAt);
  const [regular, bold, barcode] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    code128Png(label.orderNumber),
  ]);
  const page = doc.addPage([LABEL_WIDTH, LABEL_HEIGHT]);
  // Layout from the top: `top` is a distance from the page's top edge, pdf-lib's y is from the bottom.
  const y = (top: number) => LABEL_HEIGHT - top;
  const text = (value: string, top: number, size: number, font: PDFFont, x = MARGIN) =>
    page.drawText(value, { x, y: y(top), size, font, color: black });
  const rule = (top: number, thickness: number) =>
    page.drawLine({
      start: { x: FRAME, y: y(top) },
      end: { x: LABEL_WIDTH - FRAME, y: y(top) },
      thickness,
      color: black,
    });

  page.drawRectangle({
    x: FRAME,
    y: FRAME,
    width: LABEL_WIDTH - 2 * FRAME,
    height: LABEL_HEIGHT - 2 * FRAME,
    borderColor: black,
    borderWidth: 2,
  });

  // Header: the sender's platform and the date.
  text('Swapyard', 34, 22, bold);
  rightAligned(page, 'SHIPPING LABEL', 22, 7, bold);
  rightAligned(page, dateOf(label.createdAt), 34, 10, regular);
  rule(44, 2);

  // FROM, small.
  text('FROM', 56, 7, bold);
  blockLines(label.from).forEach((line, i) =>
    text(printable(line, regular, 8.5, TEXT_WIDTH), 67 + 10 * i, 8.5, regular),
  );
  rule(124, 1);

  // SHIP TO, large and bold: the block a sorter reads.
  text('SHIP TO:', 138, 9, bold);
  const to = blockLines(label.to).map((line) => encodableText(line, bold));
  const toSize =
    TO_SIZES.find((size) => to.every((line) => bold.widthOfTextAtSize(line, size) <= TEXT_WIDTH)) ?? 11;
  to.forEach((line, i) => text(fitText(line, bold, toSize, TEXT_WIDTH), 158 + 18 * i, toSize, bold));
  rule(258, 2);

  // Order number, large; smaller rather than cut when long, since it is what a person types in to find the order.
  text('ORDER', 271, 7, bold);
  const orderSize = Math.min(22, TEXT_WIDTH / bold.widthOfTextAtSize(label.orderNumber, 1));
  text(label.orderNumber, 296, orderSize, bold);
  rule(306, 1);

  // The barcode, centred, with its human-readable text under it.
  const moduleWidth = Math.min(MODULE_WIDTH, TEXT_WIDTH / (barcode.modules + 2 * QUIET_MODULES));
  const barsWidth = barcode.modules * moduleWidth;
  const image = await doc.embedPng(barcode.png);
  page.drawImage(image, { x: (LABEL_WIDTH - barsWidth) / 2, y: y(376), width: barsWidth, height: 58 });
  centred(page, label.orderNumber, 390, 10, regular);
  rule(398, 1);

  // Contents, small, on one line.
  const titles = label.itemTitles.map((title) => encodableText(title, regular)).filter(Boolean);
  const contents = titles.length === 0 ? 'Contents: —' : `Contents (${titles.length}): ${titles.join('; ')}`;
  text(fitText(contents, regular, 7.5, TEXT_WIDTH), 415, 7.5, regular);

  return doc.save();
}

/** At most MAX_LINES lines, the extra ones joined onto the last so nothing is dropped silently. */
function blockLines(lines: string[]): string[] {
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES - 1), lines.slice(MAX_LINES - 1).join(', ')];
}

function rightAligned(page: PDFPage, value: string, top: number, size: number, font: PDFFont) {
  const x = LABEL_WIDTH - MARGIN - font.widthOfTextAtSize(value, size);
  page.drawText(value, { x, y: LABEL_HEIGHT - top, size, font, color: black });
}

function centred(page: PDFPage, value: string, top: number, size: number, font: PDFFont) {
  const x = (LABEL_WIDTH - font.widthOfTextAtSize(value, size)) / 2;
  page.drawText(value, { x, y: LABEL_HEIGHT - top, size, font, color: black });
}

/** The day in UTC, unambiguous in every country (2026-03-14); nothing rather than a throw for an invalid date. */
function dateOf(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** Makes one throwaway label, so the process's first real one does not pay for loading fonts and code. */
export async function warmUpLabels(printer: LabelPrinter): Promise<void> {
  await printer.render({
    orderNumber: 'SY-WARMUP',
    from: ['Swapyard'],
    to: ['Swapyard'],
    itemTitles: ['Warm-up'],
    createdAt: new Date(),
  });
}
