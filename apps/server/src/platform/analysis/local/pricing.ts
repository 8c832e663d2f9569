import {
  conditionLabels,
  MAX_SHOWN_COMPARABLES,
  MIN_PRICE_EVIDENCE,
  PRICE_EVIDENCE_DAYS,
  roundToWholeDollars,
  salesWindowDays,
  type AnalysisConditionLabel,
  type EvidenceMethod,
  type ItemCondition,
  type MarketData,
  type PriceHint,
} from '@swapyard/domain';
import type { ComparableRecord, ComparablesAnswer } from '../item-analyzer.ts';
import { likeness, MIN_LIKENESS, profileOf, type ItemProfile } from './likeness.ts';

/*
 * Prices only from evidence (docs/product/listing.md, "Suggested prices"; decision 044). Every price here is integer
 * cents, as in the API (docs/decisions/021-money-in-cents.md).
 */

/** No suggestion is below $1. */
const MIN_PRICE_CENTS = 100;
const DAY_MS = 86_400_000;
/** A sale's weight halves every 90 days; a listing's, an asking price, every 180. */
const SALE_HALF_LIFE_DAYS = 90;
const LISTING_HALF_LIFE_DAYS = 180;
/** An asking price is weaker evidence than a price someone paid. */
const LISTING_WEIGHT = 0.5;
/** The most alike of each kind are enough; more would only let weak likenesses in. */
const MAX_USED_PER_KIND = 20;

/** What one condition is worth against another: a 'Like New' $20 is about a 'Good' $16.50. */
export const conditionMultipliers: Record<AnalysisConditionLabel, number> = {
  'New with Tags': 1,
  'Like New': 0.85,
  Good: 0.7,
  Fair: 0.5,
  'Well Worn': 0.35,
};

export interface ScoredComparable extends ComparableRecord {
  likeness: number;
}

/** In cents; all null but the hint when the evidence is too thin. */
export interface PriceEstimate {
  fmvCents: number | null;
  valueCents: number | null;
  marketData: MarketData | null;
  priceHint: PriceHint | null;
}

/** The candidates alike enough to the item to be evidence, most alike first. */
export function scoreComparables(
  subject: ItemProfile,
  records: readonly ComparableRecord[],
): ScoredComparable[] {
  return records
    .filter((r) => Number.isSafeInteger(r.priceCents) && r.priceCents > 0)
    .map((r) => ({ ...r, likeness: likeness(subject, profileOfRecord(r)) }))
    .filter((r) => r.likeness >= MIN_LIKENESS)
    .sort((a, b) => b.likeness - a.likeness);
}

/** One entry per item and kind, at its highest likeness (an item alike by its words and by its photos). */
export function mergeComparables(...lists: readonly ScoredComparable[][]): ScoredComparable[] {
  const best = new Map<string, ScoredComparable>();
  for (const c of lists.flat()) {
    const key = `${c.kind}:${c.itemId}`;
    const seen = best.get(key);
    if (!seen || seen.likeness < c.likeness) best.set(key, c);
  }
  return [...best.values()].sort((a, b) => b.likeness - a.likeness);
}

/**
 * Sales (sales, trades and auctions) lead: with MIN_PRICE_EVIDENCE of them the price is theirs alone; fewer are
 * joined by listings; fewer than MIN_PRICE_EVIDENCE in all suggest nothing, and the category's usual range becomes a
 * hint. Each comparable weighs by likeness, age and kind, is adjusted to the item's condition when both are known,
 * and the weighted median is the fair value; the suggestion is a rounder figure inside the evidence's range.
 */
export function priceFromEvidence(
  scored: readonly ScoredComparable[],
  context: {
    condition: AnalysisConditionLabel | null;
    categoryLabel: string | null;
    categoryRange: ComparablesAnswer['categoryRange'];
    now?: Date;
  },
): PriceEstimate {
  const now = context.now ?? new Date();
  const age = (c: ComparableRecord) => Math.max(0, (now.getTime() - c.at.getTime()) / DAY_MS);
  const sales = scored
    .filter((c) => c.kind !== 'listing' && age(c) <= PRICE_EVIDENCE_DAYS)
    .slice(0, MAX_USED_PER_KIND);
  const listings = scored.filter((c) => c.kind === 'listing').slice(0, MAX_USED_PER_KIND);
  const used =
    sales.length >= MIN_PRICE_EVIDENCE
      ? sales
      : sales.length + listings.length >= MIN_PRICE_EVIDENCE
        ? [...sales, ...listings]
        : [];
  if (used.length === 0) {
    const range = context.categoryRange;
    const hint = range && context.categoryLabel ? { categoryLabel: context.categoryLabel, ...range } : null;
    return { fmvCents: null, valueCents: null, marketData: null, priceHint: hint };
  }

  const weighted = used.map((c) => {
    const listing = c.kind === 'listing';
    const halfLife = listing ? LISTING_HALF_LIFE_DAYS : SALE_HALF_LIFE_DAYS;
    return {
      cents: adjustForCondition(c.priceCents, c.condition, context.condition),
      weight: c.likeness * 0.5 ** (age(c) / halfLife) * (listing ? LISTING_WEIGHT : 1),
    };
  });
  const low = Math.min(...weighted.map((w) => w.cents));
  const high = Math.max(...weighted.map((w) => w.cents));
  const fmvCents = Math.max(MIN_PRICE_CENTS, roundToWholeDollars(weightedMedian(weighted)));
  const usedSales = used.filter((c) => c.kind !== 'listing');
  const usedListings = used.filter((c) => c.kind === 'listing');
  const method: EvidenceMethod =
    usedListings.length === 0 ? 'sales' : usedSales.length === 0 ? 'listings' : 'sales-and-listings';
  return {
    fmvCents,
    valueCents: insideRange(nicePrice(fmvCents), low, high),
    marketData: {
      averagePriceCents: Math.round(used.reduce((a, c) => a + c.priceCents, 0) / used.length),
      count: used.length,
      priceRangeCents: rangeOf(used),
      method,
      salesCount: usedSales.length,
      salesRangeCents: usedSales.length ? rangeOf(usedSales) : null,
      salesWithinDays: usedSales.length ? salesWindowDays(Math.max(...usedSales.map(age))) : null,
      listingsCount: usedListings.length,
      listingsRangeCents: usedListings.length ? rangeOf(usedListings) : null,
      comparables: [...used]
        .sort((a, b) => b.likeness - a.likeness)
        .slice(0, MAX_SHOWN_COMPARABLES)
        .map((c) => ({
          itemId: c.itemId,
          title: c.title,
          priceCents: c.priceCents,
          kind: c.kind,
          at: c.at.toISOString(),
          similarity: Math.min(1, c.likeness),
        })),
    },
    priceHint: null,
  };
}

/**
 * Whole dollars under $10, then steps of $5, $10 and $50: '$45' reads better than '$43.27'. Never above `maxCents`
 * (rounded down to whole dollars), never under $1. In cents.
 */
export function nicePrice(cents: number, maxCents = Infinity): number {
  const step = cents < 1000 ? 100 : cents < 10_000 ? 500 : cents < 100_000 ? 1000 : 5000;
  let price = Math.max(step, Math.round(cents / step) * step);
  while (price > maxCents && price - step >= MIN_PRICE_CENTS) price -= step;
  return Math.min(price, Math.max(MIN_PRICE_CENTS, roundToWholeDollars(maxCents, 'down')));
}

/** The median of weighted values: the value at which half the weight lies on either side. */
export function weightedMedian(values: readonly { cents: number; weight: number }[]): number {
  const sorted = [...values].sort((a, b) => a.cents - b.cents);
  const total = sorted.reduce((a, v) => a + v.weight, 0);
  let seen = 0;
  for (const [i, v] of sorted.entries()) {
    seen += v.weight;
    if (seen * 2 === total && sorted[i + 1]) return (v.cents + sorted[i + 1]!.cents) / 2;
    if (seen * 2 > total) return v.cents;
  }
  return sorted[sorted.length - 1]?.cents ?? 0;
}

/** `cents` moved into [low, high], in whole dollars where the range allows it. */
function insideRange(cents: number, low: number, high: number): number {
  if (cents > high) {
    const down = roundToWholeDollars(high, 'down');
    return down >= low ? down : high;
  }
  if (cents < low) {
    const up = Math.ceil(low / 100) * 100;
    return up <= high ? up : low;
  }
  return cents;
}

function adjustForCondition(cents: number, stored: string, to: AnalysisConditionLabel | null): number {
  const from = conditionLabels[stored as ItemCondition] as AnalysisConditionLabel | undefined;
  if (!to || !from) return cents;
  return Math.round((cents * conditionMultipliers[to]) / conditionMultipliers[from]);
}

function rangeOf(list: readonly ComparableRecord[]): { min: number; max: number } {
  const prices = list.map((c) => c.priceCents);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

function profileOfRecord(r: ComparableRecord): ItemProfile {
  return profileOf({ title: r.title, brand: r.brand, category: r.category, size: r.size });
}
