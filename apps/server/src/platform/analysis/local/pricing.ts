import {
  conditionLabelToValue,
  type AnalysisCategory,
  type AnalysisConditionLabel,
  type MarketData,
  type PricingMethod,
} from '@swapyard/domain';
import type { ComparablesQuery, ComparablesSource } from '../item-analyzer.ts';
import type { BrandTier } from './brand-types.ts';

/** What a typical mainstream item of each category sells for new on a resale site, in dollars. */
export const categoryBaselines: Record<AnalysisCategory, number> = {
  clothing: 45,
  accessories: 50,
  shoes_footwear: 80,
  camera_equipment: 300,
  musical_instruments: 250,
  audio_equipment: 150,
  music_media: 20,
  electronics: 250,
  collectibles: 40,
  books_magazines: 15,
  art: 120,
  kitchen: 60,
  auto: 80,
  gym_equipment: 120,
  sports: 100,
  home_garden: 80,
  pets: 35,
  health_beauty: 35,
  office_supplies: 40,
};

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

export interface PriceEstimate {
  fmv: number;
  value: number;
  marketData: MarketData | null;
  pricingMethod: PricingMethod;
  /** Which comparables were used: 'brand' (same brand and condition), 'condition', 'category', or null. */
  comparablesLevel: 'brand' | 'condition' | 'category' | null;
  baseline: number;
}

/** New price for the category × item type factor (item-type-factors.ts) × condition × brand tier. */
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
): Promise<{ values: number[]; level: PriceEstimate['comparablesLevel'] }> {
  const condition = conditionLabelToValue(q.condition);
  const levels: { level: NonNullable<PriceEstimate['comparablesLevel']>; query: ComparablesQuery }[] = [
    ...(q.brand
      ? [{ level: 'brand' as const, query: { category: q.category, brand: q.brand, condition } }]
      : []),
    { level: 'condition', query: { category: q.category, brand: null, condition } },
    { level: 'category', query: { category: q.category, brand: null, condition: null } },
  ];
  let fallback: { values: number[]; level: PriceEstimate['comparablesLevel'] } = { values: [], level: null };
  for (const { level, query } of levels) {
    const values = (await source(query)).values.filter((v) => Number.isFinite(v) && v >= 0);
    if (values.length >= 3) return { values, level };
    if (values.length > 0 && fallback.values.length === 0) fallback = { values, level };
  }
  return fallback;
}

export function marketDataOf(values: readonly number[]): MarketData | null {
  if (values.length === 0) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  return {
    averagePrice: round2(sum / values.length),
    count: values.length,
    priceRange: { min: Math.min(...values), max: Math.max(...values) },
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

/** Whole dollars under $10, then steps of 5, 10 and 50: '$45' reads better than '$43.27'. Never above `max`. */
export function nicePrice(amount: number, max = Infinity): number {
  const step = amount < 10 ? 1 : amount < 100 ? 5 : amount < 1000 ? 10 : 50;
  let price = Math.max(step === 1 ? 1 : step, Math.round(amount / step) * step);
  while (price > max && price - step >= 1) price -= step;
  return Math.min(price, Math.max(1, Math.floor(max)));
}

/**
 * Fair value from comparables and the baseline (docs/product/listing.md, "Market value"): three or more comparables
 * lead (market-heavy, 80/20), one or two are blended half and half (balanced), none leaves the baseline alone
 * (ai-only).
 */
export function estimatePrice(
  baseline: number,
  comparables: { values: readonly number[]; level: PriceEstimate['comparablesLevel'] },
): PriceEstimate {
  const count = comparables.values.length;
  const market = trimmedMean(comparables.values);
  const pricingMethod: PricingMethod = count >= 3 ? 'market-heavy' : count > 0 ? 'balanced' : 'ai-only';
  const weight = pricingMethod === 'market-heavy' ? 0.8 : pricingMethod === 'balanced' ? 0.5 : 0;
  const fmv = Math.max(1, Math.round(weight * market + (1 - weight) * baseline));
  return {
    fmv,
    value: nicePrice(fmv * QUICK_SALE, fmv),
    marketData: marketDataOf(comparables.values),
    pricingMethod,
    comparablesLevel: count > 0 ? comparables.level : null,
    baseline,
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
