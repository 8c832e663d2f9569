import { roundToWholeDollars } from '@swapyard/domain';
import { describe, expect, it } from 'vitest';
import { memoryComparables, noComparables, type ComparableItem } from '../memory-comparables.ts';
import { itemTypeFactor } from './item-type-factors.ts';
import { LocalItemAnalyzer } from './local-item-analyzer.ts';
import {
  baselineValue,
  estimatePrice,
  findComparables,
  marketDataOf,
  nicePrice,
  trimmedMean,
} from './pricing.ts';

const item = (valueCents: number, over: Partial<ComparableItem> = {}): ComparableItem => ({
  category: 'shoes_footwear',
  brand: 'Nike',
  condition: 'good',
  valueCents,
  ...over,
});

describe('comparables math', () => {
  it('summarises prices as average, count and range', () => {
    expect(marketDataOf([1000, 2000, 6000])).toEqual({
      averagePriceCents: 3000,
      count: 3,
      priceRangeCents: { min: 1000, max: 6000 },
    });
    expect(marketDataOf([1950, 2000])).toEqual({
      averagePriceCents: 1975,
      count: 2,
      priceRangeCents: { min: 1950, max: 2000 },
    });
    // An average between two cents is rounded to the nearest cent: the contract speaks whole cents.
    expect(marketDataOf([1000, 1001])?.averagePriceCents).toBe(1001);
    expect(marketDataOf([1000, 1000, 1001])?.averagePriceCents).toBe(1000);
    expect(marketDataOf([])).toBeNull();
  });

  it('trims the top and bottom tenth from five prices on, so one odd listing cannot skew the value', () => {
    expect(trimmedMean([1000, 2000, 3000])).toBe(2000);
    expect(trimmedMean([100, 5000, 5000, 5000, 100_000])).toBe(5000);
    expect(trimmedMean([...Array(20).keys()].map((i) => i + 1))).toBe(10.5);
    expect(trimmedMean([])).toBe(0);
  });

  it('rounds to prices people write, never above the cap', () => {
    expect(nicePrice(720)).toBe(700);
    expect(nicePrice(4330)).toBe(4500);
    expect(nicePrice(4330, 4400)).toBe(4000);
    expect(nicePrice(37_800)).toBe(38_000);
    expect(nicePrice(123_400)).toBe(125_000);
    expect(nicePrice(40)).toBe(100);
    // A cap in odd cents is rounded down to whole dollars.
    expect(nicePrice(720, 650)).toBe(600);
  });

  it('prices from the baseline alone with no comparables (ai-only)', () => {
    const baseline = baselineValue('shoes_footwear', 'Good', 'mainstream');
    expect(baseline).toBeCloseTo(5600);
    const price = estimatePrice(baseline, { valuesCents: [], level: null });
    expect(price).toMatchObject({
      fmvCents: 5600,
      valueCents: 5000,
      marketData: null,
      pricingMethod: 'ai-only',
    });
  });

  it('blends one or two comparables half and half (balanced), three or more 80/20 (market-heavy)', () => {
    expect(estimatePrice(10_000, { valuesCents: [20_000], level: 'brand' })).toMatchObject({
      fmvCents: 15_000,
      pricingMethod: 'balanced',
    });
    const heavy = estimatePrice(10_000, { valuesCents: [19_000, 20_000, 21_000], level: 'brand' });
    expect(heavy).toMatchObject({ fmvCents: 18_000, valueCents: 16_000, pricingMethod: 'market-heavy' });
    expect(heavy.valueCents).toBeLessThan(heavy.fmvCents);
  });

  it('gives the fair value in whole dollars, at least $1', () => {
    expect(estimatePrice(4349, { valuesCents: [], level: null }).fmvCents).toBe(4300);
    expect(estimatePrice(4350, { valuesCents: [], level: null }).fmvCents).toBe(4400);
    expect(estimatePrice(10, { valuesCents: [], level: null })).toMatchObject({
      fmvCents: 100,
      valueCents: 100,
    });
  });

  it('prices item types within a category apart: a coat above a T-shirt, a phone case far below a phone', () => {
    const coat = baselineValue('clothing', 'Good', 'mainstream', itemTypeFactor('coat'));
    expect(coat).toBe(2 * baselineValue('clothing', 'Good', 'mainstream'));
    expect(baselineValue('clothing', 'Good', 'mainstream', itemTypeFactor('tee'))).toBeLessThan(coat / 3);
    expect(itemTypeFactor('phone case')).toBeLessThan(itemTypeFactor('iphone') / 5);
    expect(itemTypeFactor('unlisted word')).toBe(1);
    expect(itemTypeFactor('iphone', ['iphone', '13', 'case'])).toBe(0.2);
    expect(itemTypeFactor('camera', ['camera', 'with', 'case'])).toBe(2);
  });

  it('applies condition and brand tier to the baseline', () => {
    const good = baselineValue('clothing', 'Good', 'mainstream');
    expect(baselineValue('clothing', 'New with Tags', 'mainstream')).toBeGreaterThan(good);
    expect(baselineValue('clothing', 'Well Worn', 'mainstream')).toBeLessThan(good);
    expect(baselineValue('clothing', 'Good', 'luxury')).toBeGreaterThan(
      baselineValue('clothing', 'Good', 'premium'),
    );
    expect(baselineValue('clothing', 'Good', null)).toBeLessThan(good);
  });
});

describe('the comparables fallback chain', () => {
  const source = memoryComparables([
    item(10_000),
    item(12_000),
    item(11_000),
    item(4000, { brand: 'Vans' }),
    item(6000, { brand: null, condition: 'like_new' }),
    item(2000, { brand: 'Crocs', condition: 'poor' }),
    item(99_900, { category: 'clothing' }),
  ]);
  const query = (brand: string | null, condition: 'Good' | 'Like New' | 'Fair') =>
    findComparables(source, { category: 'shoes_footwear', brand, condition });

  it('uses same brand and condition when there are three', async () => {
    expect(await query('nike', 'Good')).toEqual({ valuesCents: [10_000, 12_000, 11_000], level: 'brand' });
  });

  it('widens to same category and condition, then the whole category', async () => {
    expect(await query('Vans', 'Good')).toEqual({
      valuesCents: [10_000, 12_000, 11_000, 4000],
      level: 'condition',
    });
    expect(await query(null, 'Fair')).toEqual({
      valuesCents: [10_000, 12_000, 11_000, 4000, 6000, 2000],
      level: 'category',
    });
  });

  it('keeps the most specific non-empty level when none reaches three', async () => {
    const few = memoryComparables([
      item(8000, { condition: 'like_new' }),
      item(3000, { brand: 'Vans', condition: 'fair' }),
    ]);
    expect(
      await findComparables(few, { category: 'shoes_footwear', brand: 'Nike', condition: 'Like New' }),
    ).toEqual({
      valuesCents: [8000],
      level: 'brand',
    });
    expect(await findComparables(noComparables, { category: 'art', brand: null, condition: 'Good' })).toEqual(
      {
        valuesCents: [],
        level: null,
      },
    );
  });

  it('reports the comparables it used as marketData', async () => {
    const result = await new LocalItemAnalyzer(source).analyzeText({ title: 'Nike Dunk Low sneakers' });
    expect(result.marketData).toEqual({
      averagePriceCents: 11_000,
      count: 3,
      priceRangeCents: { min: 10_000, max: 12_000 },
    });
    expect(result.pricingMethod).toBe('market-heavy');
    expect(result.fmvCents).toBe(
      roundToWholeDollars(0.8 * 11_000 + 0.2 * baselineValue('shoes_footwear', 'Good', 'mainstream')),
    );
  });
});
