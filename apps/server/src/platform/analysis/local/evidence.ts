import type { AnalysisConditionLabel } from '@swapyard/domain';
import type { ComparablesSource } from '../item-analyzer.ts';
import { categoryLabels } from './category-detector.ts';
import { profileOf } from './likeness.ts';
import {
  mergeComparables,
  priceFromEvidence,
  scoreComparables,
  type PriceEstimate,
  type ScoredComparable,
} from './pricing.ts';

export interface PricedSubject {
  title: string;
  brand: string | null;
  /** Stored category value, or null when unknown. */
  category: string | null;
  size: string | null;
  /** Null when not stated: comparables are then taken at their own condition. */
  condition: AnalysisConditionLabel | null;
}

/**
 * The evidence for one item's price (docs/product/listing.md, "Suggested prices"): candidates from Swapyard sharing
 * a word with it, scored for likeness, with any listings its photos closely resemble, then priced.
 */
export async function priceByEvidence(
  source: ComparablesSource,
  subject: PricedSubject,
  options: { memberId?: string | undefined; alikeByPhotos?: ScoredComparable[] } = {},
): Promise<PriceEstimate> {
  const profile = profileOf(subject);
  const answer = await source({
    words: profile.queryWords,
    category: subject.category,
    memberId: options.memberId,
  });
  // A listing that looks alike but is of another category is a lookalike, not a comparable.
  const byPhotos = (options.alikeByPhotos ?? []).filter(
    (c) => subject.category === null || c.category === subject.category,
  );
  const scored = mergeComparables(scoreComparables(profile, answer.records), byPhotos);
  const category = subject.category as keyof typeof categoryLabels | null;
  return priceFromEvidence(scored, {
    condition: subject.condition,
    categoryLabel: category ? (categoryLabels[category] ?? null) : null,
    categoryRange: answer.categoryRange,
  });
}
