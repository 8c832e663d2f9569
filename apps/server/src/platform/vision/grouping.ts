import type { PhotoFeatures } from './photo-features.ts';

/**
 * Grouping photos by item (docs/analysis.md, "Grouping"): two photos look alike when the model's embeddings point
 * the same way and their colours overlap; photos taken within a couple of minutes of each other get a small bonus
 * (members photograph one item, then the next). Groups form by average-linkage clustering: the two groups whose
 * photos look most alike on average merge, until no pair reaches SAME_ITEM_THRESHOLD. The weights and the
 * threshold were chosen on real photos (vision.test.ts, the F1 it asserts), in the middle of the range where the
 * score is flat, so they are not tuned to one set.
 */
export const SAME_ITEM_THRESHOLD = 0.76;
const EMBEDDING_WEIGHT = 0.6;
const COLOUR_WEIGHT = 0.4;
/** Taken this close together: the same sitting, likely the same item. */
const SAME_SITTING_MS = 2 * 60 * 1000;
const SAME_SITTING_BONUS = 0.06;
/** The same photo twice (or nearly: a re-save, a small crop) always groups, whatever the rest says. */
const DUPLICATE_HASH_DISTANCE = 4;

export interface GroupingPhoto {
  features: PhotoFeatures;
  /** ms since 1970, when known. */
  capturedAt?: number;
}

export interface IndexGroup {
  /** Indexes into the photos given, ascending. */
  indexes: number[];
  confidence: number;
}

export function photoSimilarity(a: GroupingPhoto, b: GroupingPhoto): number {
  if (hashDistance(a.features.hash, b.features.hash) <= DUPLICATE_HASH_DISTANCE) return 1;
  const looks =
    EMBEDDING_WEIGHT * dot(a.features.embedding, b.features.embedding) +
    COLOUR_WEIGHT * histogramOverlap(a.features.histogram, b.features.histogram);
  const sameSitting =
    a.capturedAt !== undefined &&
    b.capturedAt !== undefined &&
    Math.abs(a.capturedAt - b.capturedAt) <= SAME_SITTING_MS;
  return Math.min(1, looks + (sameSitting ? SAME_SITTING_BONUS : 0));
}

/** Every photo lands in exactly one group; no group holds more than `maxGroupSize` photos (a listing's limit). */
export function groupPhotos(photos: readonly GroupingPhoto[], maxGroupSize: number): IndexGroup[] {
  const similarity = photos.map((a, i) => photos.map((b, j) => (i === j ? 1 : photoSimilarity(a, b))));
  const average = (x: number[], y: number[]) => {
    let sum = 0;
    for (const i of x) for (const j of y) sum += similarity[i]![j]!;
    return sum / (x.length * y.length);
  };
  const clusters = photos.map((_, i) => [i]);
  for (;;) {
    let best = { score: -Infinity, a: -1, b: -1 };
    for (let a = 0; a < clusters.length; a++) {
      for (let b = a + 1; b < clusters.length; b++) {
        if (clusters[a]!.length + clusters[b]!.length > maxGroupSize) continue;
        const score = average(clusters[a]!, clusters[b]!);
        if (score > best.score) best = { score, a, b };
      }
    }
    if (best.a < 0 || best.score < SAME_ITEM_THRESHOLD) break;
    clusters[best.a] = [...clusters[best.a]!, ...clusters[best.b]!].sort((x, y) => x - y);
    clusters.splice(best.b, 1);
  }
  return clusters
    .sort((x, y) => x[0]! - y[0]!)
    .map((indexes) => {
      // Sure when the photos inside look alike and unlike every other group: the margin between the two.
      const inside = indexes.length > 1 ? averageWithin(indexes, similarity) : 1;
      const outside = Math.max(
        0,
        ...clusters.filter((other) => other !== indexes).map((o) => average(indexes, o)),
      );
      return { indexes, confidence: round2(clamp01(0.5 + (inside - outside))) };
    });
}

function averageWithin(indexes: number[], similarity: number[][]): number {
  let sum = 0;
  let pairs = 0;
  for (let x = 0; x < indexes.length; x++) {
    for (let y = x + 1; y < indexes.length; y++) {
      sum += similarity[indexes[x]!]![indexes[y]!]!;
      pairs++;
    }
  }
  return sum / pairs;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

function histogramOverlap(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.min(a[i]!, b[i]!);
  return sum;
}

function hashDistance(a: bigint, b: bigint): number {
  let x = a ^ b;
  let count = 0;
  while (x) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round2 = (value: number) => Math.round(value * 100) / 100;
