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

const item = (value: number, over: Partial<ComparableItem> = {}): ComparableItem => ({
  category: 'shoes_footwear',
  brand: 'Nike',
  condition: 'good',
  value,
  ...over,
});

describe('comparables math', () => {
  it('summarises prices as average, count and range', () => {
    expect(marketDataOf([10, 20, 60])).toEqual({
      averagePrice: 30,
      count: 3,
      priceRange: { min: 10, max: 60 },
    });
    expect(marketDataOf([19.5, 20])).toEqual({
      averagePrice: 19.75,
      count: 2,
      priceRange: { min: 19.5, max: 20 },
    });
    expect(marketDataOf([])).toBeNull();
  });

  it('trims the top and bottom tenth from five prices on, so one odd listing cannot skew the value', () => {
    expect(trimmedMean([10, 20, 30])).toBe(20);
    expect(trimmedMean([1, 50, 50, 50, 1000])).toBe(50);
    expect(trimmedMean([...Array(20).keys()].map((i) => i + 1))).toBe(10.5);
    expect(trimmedMean([])).toBe(0);
  });

  it('rounds to prices people write, never above the cap', () => {
    expect(nicePrice(7.2)).toBe(7);
    expect(nicePrice(43.3)).toBe(45);
    expect(nicePrice(43.3, 44)).toBe(40);
    expect(nicePrice(378)).toBe(380);
    expect(nicePrice(1234)).toBe(1250);
    expect(nicePrice(0.4)).toBe(1);
  });

  it('prices from the baseline alone with no comparables (ai-only)', () => {
    const baseline = baselineValue('shoes_footwear', 'Good', 'mainstream');
    expect(baseline).toBeCloseTo(56);
    const price = estimatePrice(baseline, { values: [], level: null });
    expect(price).toMatchObject({ fmv: 56, value: 50, marketData: null, pricingMethod: 'ai-only' });
  });

  it('blends one or two comparables half and half (balanced), three or more 80/20 (market-heavy)', () => {
    expect(estimatePrice(100, { values: [200], level: 'brand' })).toMatchObject({
      fmv: 150,
      pricingMethod: 'balanced',
    });
    const heavy = estimatePrice(100, { values: [190, 200, 210], level: 'brand' });
    expect(heavy).toMatchObject({ fmv: 180, value: 160, pricingMethod: 'market-heavy' });
    expect(heavy.value).toBeLessThan(heavy.fmv);
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
    item(100),
    item(120),
    item(110),
    item(40, { brand: 'Vans' }),
    item(60, { brand: null, condition: 'like_new' }),
    item(20, { brand: 'Crocs', condition: 'poor' }),
    item(999, { category: 'clothing' }),
  ]);
  const query = (brand: string | null, condition: 'Good' | 'Like New' | 'Fair') =>
    findComparables(source, { category: 'shoes_footwear', brand, condition });

  it('uses same brand and condition when there are three', async () => {
    expect(await query('nike', 'Good')).toEqual({ values: [100, 120, 110], level: 'brand' });
  });

  it('widens to same category and condition, then the whole category', async () => {
    expect(await query('Vans', 'Good')).toEqual({ values: [100, 120, 110, 40], level: 'condition' });
    expect(await query(null, 'Fair')).toEqual({ values: [100, 120, 110, 40, 60, 20], level: 'category' });
  });

  it('keeps the most specific non-empty level when none reaches three', async () => {
    const few = memoryComparables([
      item(80, { condition: 'like_new' }),
      item(30, { brand: 'Vans', condition: 'fair' }),
    ]);
    expect(
      await findComparables(few, { category: 'shoes_footwear', brand: 'Nike', condition: 'Like New' }),
    ).toEqual({
      values: [80],
      level: 'brand',
    });
    expect(await findComparables(noComparables, { category: 'art', brand: null, condition: 'Good' })).toEqual(
      {
        values: [],
        level: null,
      },
    );
  });

  it('reports the comparables it used as marketData', async () => {
    const result = await new LocalItemAnalyzer(source).analyzeText({ title: 'Nike Dunk Low sneakers' });
    expect(result.marketData).toEqual({ averagePrice: 110, count: 3, priceRange: { min: 100, max: 120 } });
    expect(result.pricingMethod).toBe('market-heavy');
    expect(result.fmv).toBe(
      Math.round(0.8 * 110 + 0.2 * baselineValue('shoes_footwear', 'Good', 'mainstream')),
    );
  });
});
