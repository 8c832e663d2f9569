import { uploadCategories, type AnalysisCategory } from '@swapyard/domain';
import type { SimilarListing } from '../item-analyzer.ts';
import { likeness, profileOf, singular } from './likeness.ts';
import type { ScoredComparable } from './pricing.ts';
import { tokenize } from './tokens.ts';

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
  return {
    category: winner as AnalysisCategory,
    count: agreeing.length,
    share: Math.round(share * 100) / 100,
    meanSimilarity: agreeing.reduce((a, l) => a + l.similarity, 0) / agreeing.length,
  };
}

/** "The photos look like 3 listings in Collectibles." */
export function describeVerdict(verdict: SimilarVerdict, label: string): string {
  return `The photos look like ${verdict.count} listings in ${label}.`;
}

/**
 * Likeness enough to be evidence of a price is far closer than likeness enough to suggest a category: the same
 * object, or one just like it, photographed again. The cosine from PHOTO_EVIDENCE_FLOOR to 1 reads as likeness
 * from 0.5 to 1.
 */
export const PHOTO_EVIDENCE_FLOOR = 0.9;

/** Listings the photos closely resemble, as price evidence; never the member's own. */
export function alikeByPhotos(
  listings: readonly SimilarListing[],
  memberId: string | undefined,
): ScoredComparable[] {
  return listings
    .filter((l) => l.similarity >= PHOTO_EVIDENCE_FLOOR && l.valueCents !== null && l.ownerId !== memberId)
    .map((l) => ({
      itemId: l.itemId,
      title: l.title,
      brand: l.brand,
      category: l.category,
      size: l.size,
      condition: l.condition,
      priceCents: l.valueCents!,
      kind: 'listing' as const,
      at: l.listedAt,
      likeness:
        Math.round((0.5 + (0.5 * (l.similarity - PHOTO_EVIDENCE_FLOOR)) / (1 - PHOTO_EVIDENCE_FLOOR)) * 100) /
        100,
    }));
}

/** Two listings the photos closely resemble, whose titles agree, name the item. */
const MIN_LOOKALIKES = 2;
/** Titles this alike name the same thing ('Nike Air Max 90' and 'Nike Air Max 90 trainers size 10'). */
const AGREEING_TITLES = 0.5;

export interface Lookalike {
  /** The words most of their titles share, in the order of the most typical one: 'Nike Air Max 90'. */
  title: string;
  count: number;
}

/**
 * What the photos are, from the listings they closely resemble (docs/analysis.md, "Naming from photos"): the largest
 * set whose titles agree, named by the words most of them share; null when fewer than two agree.
 */
export function lookalikeOf(alike: readonly ScoredComparable[]): Lookalike | null {
  const profiles = alike.map((c) => profileOf(c));
  let best: number[] = [];
  profiles.forEach((profile, i) => {
    const group = [
      i,
      ...profiles.flatMap((other, j) => (j !== i && likeness(profile, other) >= AGREEING_TITLES ? [j] : [])),
    ];
    if (group.length > best.length) best = group;
  });
  if (best.length < MIN_LOOKALIKES) return null;
  const titles = best.map((i) => new Set(tokenize(alike[i]!.title).map((t) => singular(t.text))));
  const shared = (word: string) => titles.filter((words) => words.has(word)).length * 2 >= titles.length;
  const typical = alike[best[0]!]!.title.split(/\s+/).filter((word) => {
    const pieces = tokenize(word);
    return pieces.length > 0 && pieces.every((t) => shared(singular(t.text)));
  });
  const title = typical.join(' ').replace(/[,;:|-]+$/, '');
  return title ? { title, count: best.length } : null;
}
