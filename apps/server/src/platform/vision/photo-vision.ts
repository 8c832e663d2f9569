import { ModelWorkerClient } from './model-worker-client.ts';
import { SCREEN_CLASSES } from './model-protocol.ts';
import {
  colourHistogram,
  detailOf,
  differenceHash,
  modelPixels,
  normalised,
  type PhotoFeatures,
} from './photo-features.ts';

export type ScreenClass = (typeof SCREEN_CLASSES)[number];

/** What one look at a photo gives: its features for grouping and search, and the nudity screen's probabilities. */
export interface PhotoLook {
  features: PhotoFeatures;
  /** Brightness standard deviation, 0 to 255 (detailOf): near 0 for a flat colour. */
  detail: number;
  screen: Record<ScreenClass, number>;
}

/**
 * Looks at photos with the embedded model (a worker thread) and a few cheap measures (colour, a perceptual hash).
 * One instance per server: the model loads once, on first use.
 */
export class PhotoVision {
  private readonly model = new ModelWorkerClient();

  async look(image: Buffer): Promise<PhotoLook> {
    const pixels = await modelPixels(image);
    // Taken before the pixels travel to the worker (their buffer moves with them).
    const [histogram, hash] = await Promise.all([colourHistogram(pixels), differenceHash(pixels)]);
    const detail = detailOf(pixels);
    const { embedding, classes } = await this.model.run(pixels);
    const screen = Object.fromEntries(SCREEN_CLASSES.map((name, i) => [name, classes[i] ?? 0])) as Record<
      ScreenClass,
      number
    >;
    return { features: { embedding: normalised(embedding), histogram, hash }, detail, screen };
  }

  close(): Promise<void> {
    return this.model.close();
  }
}
