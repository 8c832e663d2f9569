import sharp from 'sharp';
import { MODEL_INPUT_SIZE } from './model-protocol.ts';

/** Colour histogram: this many levels per RGB channel (4³ = 64 bins). */
const LEVELS = 4;
const HISTOGRAM_SIDE = 64;
/** dHash: a 9×8 greyscale thumbnail gives 64 left-to-right brightness comparisons. */
const HASH_WIDTH = 9;
const HASH_HEIGHT = 8;

/** What a photo looks like, cheaply: enough to tell two photos of one item from photos of two. */
export interface PhotoFeatures {
  /** MobileNetV2's 1280 numbers before its classifier, scaled to length 1 (so a dot product is the cosine). */
  embedding: Float32Array;
  /** Share of pixels in each of 64 RGB bins (sums to 1). */
  histogram: Float32Array;
  /** Difference hash: 64 bits of "brighter than its right neighbour". */
  hash: bigint;
}

/**
 * The photo decoded once, as the model reads it: squeezed (not cropped) to a square, so nothing at the edges is
 * lost. The colour histogram and the hash are taken from these pixels too (decoding an 800 px WebP costs more than
 * everything else here but the model).
 */
export async function modelPixels(image: Buffer): Promise<Uint8Array> {
  const data = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice();
}

const fromPixels = (pixels: Uint8Array) =>
  sharp(pixels, { raw: { width: MODEL_INPUT_SIZE, height: MODEL_INPUT_SIZE, channels: 3 } });

export async function colourHistogram(pixels: Uint8Array): Promise<Float32Array> {
  const data = await fromPixels(pixels)
    .resize(HISTOGRAM_SIDE, HISTOGRAM_SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const bins = new Float32Array(LEVELS ** 3);
  const count = data.length / 3;
  for (let i = 0; i < data.length; i += 3) {
    const bin = levelOf(data[i]!) * LEVELS * LEVELS + levelOf(data[i + 1]!) * LEVELS + levelOf(data[i + 2]!);
    bins[bin]! += 1 / count;
  }
  return bins;
}

const levelOf = (value: number) => Math.min(LEVELS - 1, Math.floor((value * LEVELS) / 256));

export async function differenceHash(pixels: Uint8Array): Promise<bigint> {
  const data = await fromPixels(pixels)
    .greyscale()
    .resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < HASH_HEIGHT; y++) {
    for (let x = 0; x < HASH_WIDTH - 1; x++) {
      const left = data[y * HASH_WIDTH + x]!;
      const right = data[y * HASH_WIDTH + x + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash;
}

/**
 * How much the photo varies: the standard deviation of its brightness, 0 to 255. A photo of a flat colour (a blank
 * backdrop, a placeholder) is near 0 and shows no object to compare.
 */
export function detailOf(pixels: Uint8Array): number {
  let sum = 0;
  let squares = 0;
  const count = pixels.length / 3;
  for (let i = 0; i < pixels.length; i += 3) {
    const grey = 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
    sum += grey;
    squares += grey * grey;
  }
  const mean = sum / count;
  return Math.sqrt(Math.max(0, squares / count - mean * mean));
}

/** Scales a vector to length 1; a zero vector stays zero. */
export function normalised(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const length = Math.sqrt(sum);
  return length === 0 ? vector : vector.map((value) => value / length);
}
