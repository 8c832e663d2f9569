import { formatCents, uploadCategories, type AnalysisCategory, type MarketData } from '@swapyard/domain';
import type { SimilarListing } from '../item-analyzer.ts';
import { marketDataOf } from './pricing.ts';

/**
 * What similar listings say about a photo (docs/analysis.md, "Similar listings"). The embedding's cosine between
 * unrelated photos runs up to about 0.85 (photos share textures and light), so one close listing proves little:
 * a category is suggested only when at least two of the closest listings above the floor share it and carry at
 * least half of their similarity-weighted vote.
 */
export const SIMILAR_FLOOR = 0.7;
const NEIGHBOURS = 7;
const MIN_AGREEING = 2;
const MIN_SHARE = 0.5;

export interface SimilarVerdict {
  category: AnalysisCategory;
  /** How many of the close listings are in that category. */
  count: number;
  /** Their share of the weighted vote, 0.5 to 1. */
  share: number;
  meanSimilarity: number;
  /** Median of their values, in cents; null when none has a value. */
  medianCents: number | null;
  marketData: MarketData | null;
}

const categories = new Set<string>(uploadCategories.map((c) => c.value));

export function similarVerdict(listings: readonly SimilarListing[]): SimilarVerdict | null {
  const close = listings
    .filter((l) => l.similarity >= SIMILAR_FLOOR && categories.has(l.category))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, NEIGHBOURS);
  const weights = new Map<string, number>();
  for (const listing of close) {
    weights.set(listing.category, (weights.get(listing.category) ?? 0) + listing.similarity);
  }
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const [winner, weight] = [...weights].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!winner || weight === undefined) return null;
  const agreeing = close.filter((l) => l.category === winner);
  const share = weight / total;
  if (agreeing.length < MIN_AGREEING || share < MIN_SHARE) return null;
  const values = agreeing.flatMap((l) => (l.valueCents === null ? [] : [l.valueCents]));
  return {
    category: winner as AnalysisCategory,
    count: agreeing.length,
    share: Math.round(share * 100) / 100,
    meanSimilarity: agreeing.reduce((a, l) => a + l.similarity, 0) / agreeing.length,
    medianCents: median(values),
    marketData: marketDataOf(values),
  };
}

/** "The photos look like 3 listings in Collectibles (median $30)." */
export function describeVerdict(verdict: SimilarVerdict, label: string): string {
  const price =
    verdict.medianCents === null
      ? ''
      : ` (median ${formatCents(verdict.medianCents, { wholeDollars: true })})`;
  return `The photos look like ${verdict.count} listings in ${label}${price}.`;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
