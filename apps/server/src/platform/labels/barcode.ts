import { toBuffer } from 'bwip-js/node';

/** Pixels per module in the PNG: the PDF scales it to the label's module width, so this only sets the PNG's size. */
export const PIXELS_PER_MODULE = 3;

/**
 * A Code 128 barcode of `text` as a PNG, bars only (the label prints the human-readable text itself, in Helvetica,
 * sharper than bwip-js's raster text), no quiet zone (the layout leaves it). `modules` is its width in modules, which
 * the layout needs to choose a printable module width.
 */
export async function code128Png(text: string): Promise<{ png: Uint8Array; modules: number }> {
  // Bars are vertical, so a few rows are enough: the PDF stretches them to the label's bar height. Opaque white
  // behind the bars, so pdf-lib has no transparency to carry; small and opaque made the label twice as fast.
  const png = await toBuffer({
    bcid: 'code128',
    text,
    scaleX: PIXELS_PER_MODULE,
    scaleY: 1,
    height: 1,
    backgroundcolor: 'FFFFFF',
  });
  const widthPx = png.readUInt32BE(16); // IHDR width, right after the signature and the chunk's header
  return { png, modules: widthPx / PIXELS_PER_MODULE };
}
