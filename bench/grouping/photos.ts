/**
 * The grouping benchmark's inputs: the vision tests' real photos (Debian's opencv-doc, fixture-photos.ts), each as
 * the 800 px WebP an upload stores, with what the model and the clustering read from it computed once beforehand.
 * Beyond the 46 photos, each further copy is a deterministic variation of one (a crop of 70–90 % of each side, then
 * a slight turn or a change of brightness), so a larger batch holds more photos of the same things, not duplicates.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { fixturePhotos } from '../../apps/server/src/platform/vision/fixture-photos.ts';
import {
  colourHistogram,
  differenceHash,
  modelPixels,
} from '../../apps/server/src/platform/vision/photo-features.ts';

export interface BenchPhoto {
  id: string;
  /** Photos with the same label show the same thing. */
  label: string;
  /** The 800 px WebP rendition, as the grouper receives it. */
  upload: Buffer;
  /** The model's input decoded from `upload`: 224×224 RGB bytes. */
  pixels: Uint8Array;
  histogram: Float32Array;
  hash: bigint;
}

/** What the analyser reads: the 800 px WebP rendition every upload gets (as vision.test.ts makes it). */
const asUploaded = (image: Buffer) => sharp(image).resize(800, 800, { fit: 'inside' }).webp().toBuffer();

/** Copy number `i` (counting every photo of the batch) of a photo: cropped, then turned or brightened. */
async function variation(original: Buffer, i: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(original).metadata();
  const share = 0.7 + ((i * 7) % 21) / 100;
  const cropWidth = Math.round(width * share);
  const cropHeight = Math.round(height * share);
  const cropped = await sharp(original)
    .extract({
      left: Math.floor(((width - cropWidth) * ((i * 3) % 5)) / 4),
      top: Math.floor(((height - cropHeight) * ((i * 2) % 5)) / 4),
      width: cropWidth,
      height: cropHeight,
    })
    .png()
    .toBuffer();
  const changed =
    i % 2 === 0
      ? sharp(cropped).rotate((i % 4 < 2 ? -1 : 1) * (2 + (i % 3)), { background: '#ffffff' })
      : sharp(cropped).modulate({ brightness: 0.85 + ((i * 5) % 31) / 100 });
  return changed.png().toBuffer();
}

/** `count` photos: the fixtures in their order (a thing's photos together), then varied copies in the same order. */
export async function preparePhotos(count: number): Promise<BenchPhoto[]> {
  const fixtures = fixturePhotos();
  const originals = await Promise.all(fixtures.map((fixture) => readFile(fixture.path)));
  const photos: BenchPhoto[] = [];
  for (let i = 0; i < count; i++) {
    const fixture = fixtures[i % fixtures.length]!;
    const original = originals[i % fixtures.length]!;
    const upload = await asUploaded(i < fixtures.length ? original : await variation(original, i));
    const pixels = await modelPixels(upload);
    const [histogram, hash] = await Promise.all([colourHistogram(pixels), differenceHash(pixels)]);
    photos.push({ id: String(i), label: fixture.label, upload, pixels, histogram, hash });
  }
  return photos;
}
