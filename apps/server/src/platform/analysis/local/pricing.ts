import {
  conditionLabelToValue,
  roundToWholeDollars,
  type AnalysisCategory,
  type AnalysisConditionLabel,
  type MarketData,
  type PricingMethod,
} from '@swapyard/domain';
import type { ComparablesQuery, ComparablesSource } from '../item-analyzer.ts';
import type { BrandTier } from './brand-types.ts';

/**
 * Every price here is integer cents, as in the API (docs/decisions/021-money-in-cents.md): comparables come in
 * cents and the estimate goes out in cents, so nothing converts.
 */

/** What a typical mainstream item of each category sells for new on a resale site, in cents. */
export const categoryBaselines: Record<AnalysisCategory, number> = {
  clothing: 4500,
  accessories: 5000,
  shoes_footwear: 8000,
  camera_equipment: 30_000,
  musical_instruments: 25_000,
  audio_equipment: 15_000,
  music_media: 2000,
  electronics: 25_000,
  collectibles: 4000,
  books_magazines: 1500,
  art: 12_000,
  kitchen: 6000,
  auto: 8000,
  gym_equipment: 12_000,
  sports: 10_000,
  home_garden: 8000,
  pets: 3500,
  health_beauty: 3500,
  office_supplies: 4000,
};

/** No estimate is below $1. */
const MIN_PRICE_CENTS = 100;

export const conditionMultipliers: Record<AnalysisConditionLabel, number> = {
  'New with Tags': 1,
  'Like New': 0.85,
  Good: 0.7,
  Fair: 0.5,
  'Well Worn': 0.35,
};

/** An unknown brand prices a little under mainstream: buyers pay for a name they recognise. */
export const tierMultipliers: Record<BrandTier | 'unknown', number> = {
  luxury: 8,
  premium: 2,
  mainstream: 1,
  budget: 0.5,
  unknown: 0.85,
};

/** Listing a little under fair value gets a quicker swap or sale. */
const QUICK_SALE = 0.9;

/** In cents. */
export interface PriceEstimate {
  fmvCents: number;
  valueCents: number;
  marketData: MarketData | null;
  pricingMethod: PricingMethod;
  /** Which comparables were used: 'brand' (same brand and condition), 'condition', 'category', or null. */
  comparablesLevel: 'brand' | 'condition' | 'category' | null;
  baselineCents: number;
}

/** New price for the category × item type factor (item-type-factors.ts) × condition × brand tier, in cents. */
export function baselineValue(
  category: AnalysisCategory,
  condition: AnalysisConditionLabel,
  tier: BrandTier | null,
  itemFactor = 1,
): number {
  const base = categoryBaselines[category] * itemFactor;
  return base * conditionMultipliers[condition] * tierMultipliers[tier ?? 'unknown'];
}

/**
 * Comparables from the most specific query to the broadest (same brand and condition, then same condition, then
 * the whole category): the first with at least three prices is used, else the most specific one with any.
 */
export async function findComparables(
  source: ComparablesSource,
  q: { category: AnalysisCategory; brand: string | null; condition: AnalysisConditionLabel },
): Promise<{ valuesCents: number[]; level: PriceEstimate['comparablesLevel'] }> {
  const condition = conditionLabelToValue(q.condition);
  const levels: { level: NonNullable<PriceEstimate['comparablesLevel']>; query: ComparablesQuery }[] = [
    ...(q.brand
      ? [{ level: 'brand' as const, query: { category: q.category, brand: q.brand, condition } }]
      : []),
    { level: 'condition', query: { category: q.category, brand: null, condition } },
    { level: 'category', query: { category: q.category, brand: null, condition: null } },
  ];
  let fallback: { valuesCents: number[]; level: PriceEstimate['comparablesLevel'] } = {
    valuesCents: [],
    level: null,
  };
  for (const { level, query } of levels) {
    const valuesCents = (await source(query)).valuesCents.filter((v) => Number.isSafeInteger(v) && v >= 0);
    if (valuesCents.length >= 3) return { valuesCents, level };
    if (valuesCents.length > 0 && fallback.valuesCents.length === 0) fallback = { valuesCents, level };
  }
  return fallback;
}

export function marketDataOf(valuesCents: readonly number[]): MarketData | null {
  if (valuesCents.length === 0) return null;
  const sum = valuesCents.reduce((a, b) => a + b, 0);
  return {
    averagePriceCents: Math.round(sum / valuesCents.length),
    count: valuesCents.length,
    priceRangeCents: { min: Math.min(...valuesCents), max: Math.max(...valuesCents) },
  };
}

/** Mean without the top and bottom tenth (at least one each from five prices on), so one odd listing cannot skew it. */
export function trimmedMean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const cut = sorted.length >= 5 ? Math.max(1, Math.floor(sorted.length * 0.1)) : 0;
  const kept = sorted.slice(cut, sorted.length - cut);
  return kept.reduce((a, b) => a + b, 0) / kept.length;
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

/**
 * Fair value from comparables and the baseline (docs/product/listing.md, "Market value"): three or more comparables
 * lead (market-heavy, 80/20), one or two are blended half and half (balanced), none leaves the baseline alone
 * (ai-only).
 */
export function estimatePrice(
  baselineCents: number,
  comparables: { valuesCents: readonly number[]; level: PriceEstimate['comparablesLevel'] },
): PriceEstimate {
  const count = comparables.valuesCents.length;
  const market = trimmedMean(comparables.valuesCents);
  const pricingMethod: PricingMethod = count >= 3 ? 'market-heavy' : count > 0 ? 'balanced' : 'ai-only';
  const weight = pricingMethod === 'market-heavy' ? 0.8 : pricingMethod === 'balanced' ? 0.5 : 0;
  // Fair value in whole dollars.
  const fmvCents = Math.max(
    MIN_PRICE_CENTS,
    roundToWholeDollars(weight * market + (1 - weight) * baselineCents),
  );
  return {
    fmvCents,
    valueCents: nicePrice(fmvCents * QUICK_SALE, fmvCents),
    marketData: marketDataOf(comparables.valuesCents),
    pricingMethod,
    comparablesLevel: count > 0 ? comparables.level : null,
    baselineCents,
  };
}
