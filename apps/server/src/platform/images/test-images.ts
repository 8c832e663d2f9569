import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/*
 * Image fixtures made on the fly with sharp, so no binary file is checked in. Tests and the benchmark only.
 */

/** Noise over a colour gradient: compresses like a photo, not like a flat colour. */
export async function photoLike(width: number, height: number, quality = 85): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#3a6"/><stop offset="0.5" stop-color="#fc3"/><stop offset="1" stop-color="#36c"/>' +
      `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality })
    .toBuffer();
}

export const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A small PNG whose header claims `width`×`height`: what a decompression bomb looks like before decoding. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1, '#000').png().toBuffer());
  // IHDR is the first chunk: length (4) at 8, type at 12, width at 16, height at 20, CRC of type+data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
