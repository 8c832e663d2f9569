import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaMessages } from '@swapyard/domain';
import { AppError } from '../errors.ts';
import { processImage } from './process-image.ts';
import { photoLike, pngDeclaring, solid } from './test-images.ts';

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, code, message, details } = error as AppError;
  return { status, code, message, details };
};

const invalidType = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Invalid file type',
  details: 'Please upload a JPEG, PNG, or WebP image',
};

/** The WebP chunks that would carry metadata; none may appear in our output. */
const metadataChunks = ['EXIF', 'XMP ', 'ICCP'];

describe('processImage', () => {
  it('makes WebP at 320, 800 and 1600 wide, keeping the aspect ratio', async () => {
    const image = await processImage(await photoLike(2000, 1500));
    expect(image).toMatchObject({ sourceType: 'image/jpeg', width: 2000, height: 1500 });
    expect(image.variants.map(({ size, width, height }) => ({ size, width, height }))).toEqual([
      { size: 320, width: 320, height: 240 },
      { size: 800, width: 800, height: 600 },
      { size: 1600, width: 1600, height: 1200 },
    ]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
  });

  it('never upscales a small original', async () => {
    const image = await processImage(await solid(500, 300, '#c33').webp().toBuffer());
    expect(image.sourceType).toBe('image/webp');
    expect(image.variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 192],
      [500, 300],
      [500, 300],
    ]);
  });

  it('decides the type from the bytes: a PNG sent as photo.jpg is a PNG', async () => {
    const image = await processImage(await solid(64, 48, '#09f').png().toBuffer());
    expect(image.sourceType).toBe('image/png');
  });

  it('drops EXIF with GPS, XMP and ICC from every size', async () => {
    const tagged = await sharp(await photoLike(1800, 1200))
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Artist: 'Member' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 2658/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 4000/100',
        },
      })
      .withIccProfile('p3')
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .jpeg()
      .toBuffer();
    const before = await sharp(tagged).metadata();
    // The fixture really carries a GPS IFD (tag 0x8825 in IFD0), a profile and XMP.
    expect(
      before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();

    const image = await processImage(tagged);
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      for (const chunk of metadataChunks) expect(variant.data.includes(chunk)).toBe(false);
      expect(variant.data.includes('PhoneMaker')).toBe(false);
    }
  });

  it('applies EXIF orientation 6: a landscape capture comes out upright (portrait)', async () => {
    // Stored 600×400, top half red, bottom half blue; orientation 6 means "rotate 90° clockwise to display",
    // so upright the red half is on the right.
    const stored = await solid(600, 400, '#00f')
      .composite([{ input: await solid(600, 200, '#f00').png().toBuffer(), top: 0, left: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(stored).metadata()).orientation).toBe(6);

    const image = await processImage(stored);
    expect([image.width, image.height]).toEqual([400, 600]);
    const small = image.variants[0]!;
    expect([small.width, small.height]).toEqual([320, 480]);
    const { data, info } = await sharp(small.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const [leftR, , leftB] = pixel(40, 240);
    const [rightR, , rightB] = pixel(280, 240);
    expect(leftB).toBeGreaterThan(200);
    expect(leftR).toBeLessThan(60);
    expect(rightR).toBeGreaterThan(200);
    expect(rightB).toBeLessThan(60);
  });

  it('refuses a text file, whatever it is called', async () => {
    expect(await rejection(processImage(Buffer.from('just some notes, saved as holiday.jpg\n')))).toEqual(
      invalidType,
    );
    expect(await rejection(processImage(Buffer.alloc(0)))).toEqual(invalidType);
  });

  it('refuses formats sharp could decode but we do not accept (SVG, GIF, TIFF)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await rejection(processImage(svg))).toEqual(invalidType);
    expect(await rejection(processImage(await solid(10, 10, '#000').gif().toBuffer()))).toEqual(invalidType);
    expect(await rejection(processImage(await solid(10, 10, '#000').tiff().toBuffer()))).toEqual(invalidType);
  });

  it('refuses a JPEG signature followed by garbage, and a truncated JPEG', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect(await rejection(processImage(garbage))).toEqual(invalidType);
    const jpeg = await photoLike(800, 600);
    expect(await rejection(processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2))))).toEqual(invalidType);
  });

  it('refuses a decompression bomb: a 300-byte PNG declaring 20000×20000 pixels', async () => {
    const bomb = await pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1_000);
    expect(await rejection(processImage(bomb))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: mediaMessages.tooLarge,
      details: mediaMessages.tooManyPixelsText,
    });
  });

  it('refuses a real, highly compressible image over the pixel cap', async () => {
    const flat = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flat.length).toBeLessThan(200_000);
    const error = await rejection(processImage(flat, { maxPixels: 5_000_000 }));
    expect(error).toMatchObject({ status: 413, message: 'File too large' });
  });
});
