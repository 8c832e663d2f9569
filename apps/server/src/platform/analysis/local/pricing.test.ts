import { describe, expect, it } from 'vitest';
import type { ComparableRecord } from '../item-analyzer.ts';
import { profileOf } from './likeness.ts';
import {
  nicePrice,
  priceFromEvidence,
  scoreComparables,
  weightedMedian,
  type ScoredComparable,
} from './pricing.ts';

const now = new Date('2026-12-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
let n = 0;
function record(over: Partial<ComparableRecord> & { priceCents: number }): ComparableRecord {
  return {
    itemId: `item-${++n}`,
    title: 'Porcelain cup',
    brand: null,
    category: 'kitchen',
    size: null,
    condition: 'good',
    kind: 'sale',
    at: daysAgo(10),
    ...over,
  };
}
const scored = (
  over: Partial<ComparableRecord> & { priceCents: number },
  likeness = 0.8,
): ScoredComparable => ({
  ...record(over),
  likeness,
});
const context = { condition: null, categoryLabel: 'Kitchen & Dining', categoryRange: null, now };

describe('priceFromEvidence', () => {
  it('prices from three or more sales alone, inside their range, and says so', () => {
    const sales = [1200, 1500, 1800, 1400, 1600].map((priceCents, i) =>
      scored({ priceCents, at: daysAgo(10 + i * 15) }),
    );
    const listings = [9000, 9500].map((priceCents) => scored({ priceCents, kind: 'listing' }));
    const price = priceFromEvidence([...sales, ...listings], context);
    expect(price.fmvCents).toBe(1500);
    expect(price.valueCents).toBe(1500);
    expect(price.marketData).toMatchObject({
      method: 'sales',
      count: 5,
      averagePriceCents: 1500,
      priceRangeCents: { min: 1200, max: 1800 },
      salesCount: 5,
      salesRangeCents: { min: 1200, max: 1800 },
      salesWithinDays: 90,
      listingsCount: 0,
      listingsRangeCents: null,
    });
    expect(price.marketData!.comparables).toHaveLength(5);
    expect(price.priceHint).toBeNull();
  });

  it('joins listings to fewer than three sales, and prices three similar listings alone', () => {
    const mixed = priceFromEvidence(
      [
        scored({ priceCents: 1000 }),
        scored({ priceCents: 1200, kind: 'listing' }),
        scored({ priceCents: 1400, kind: 'listing' }),
      ],
      context,
    );
    expect(mixed.marketData).toMatchObject({ method: 'sales-and-listings', salesCount: 1, listingsCount: 2 });
    const cups = priceFromEvidence(
      [800, 1000, 1200].map((priceCents) => scored({ priceCents, kind: 'listing', at: daysAgo(3) })),
      context,
    );
    expect(cups).toMatchObject({
      fmvCents: 1000,
      valueCents: 1000,
      marketData: { method: 'listings', count: 3 },
    });
  });

  it('suggests nothing with fewer than three, and gives the category range as a hint only', () => {
    const range = { lowCents: 1000, highCents: 4000, listings: 52 };
    const price = priceFromEvidence(
      [scored({ priceCents: 1000 }), scored({ priceCents: 1200, kind: 'listing' })],
      {
        ...context,
        categoryRange: range,
      },
    );
    expect(price).toEqual({
      fmvCents: null,
      valueCents: null,
      marketData: null,
      priceHint: { categoryLabel: 'Kitchen & Dining', ...range },
    });
    expect(priceFromEvidence([], context).priceHint).toBeNull();
  });

  it('leaves out sales older than a year, and weighs recent and alike ones more', () => {
    const old = [100_000, 100_000, 100_000].map((priceCents) => scored({ priceCents, at: daysAgo(400) }));
    expect(priceFromEvidence(old, context).marketData).toBeNull();
    const recentCheap = [1000, 1000].map((priceCents) => scored({ priceCents, at: daysAgo(5) }));
    const oldDear = [3000, 3000].map((priceCents) => scored({ priceCents, at: daysAgo(300) }));
    expect(priceFromEvidence([...recentCheap, ...oldDear], context).fmvCents).toBe(1000);
    const alikeDear = [scored({ priceCents: 3000 }, 1), scored({ priceCents: 3000 }, 1)];
    const looseCheap = [scored({ priceCents: 1000 }, 0.4), scored({ priceCents: 1000 }, 0.4)];
    expect(priceFromEvidence([...alikeDear, ...looseCheap], context).fmvCents).toBe(3000);
  });

  it("adjusts each comparable to the item's stated condition", () => {
    const likeNew = [2000, 2000, 2000].map((priceCents) => scored({ priceCents, condition: 'like_new' }));
    expect(priceFromEvidence(likeNew, { ...context, condition: 'Like New' }).fmvCents).toBe(2000);
    // 'Good' is worth 0.7 / 0.85 of 'Like New'.
    expect(priceFromEvidence(likeNew, { ...context, condition: 'Good' }).fmvCents).toBe(1600);
    expect(priceFromEvidence(likeNew, context).fmvCents).toBe(2000);
  });
});

describe('scoreComparables', () => {
  it('keeps the alike with a price, most alike first', () => {
    const subject = profileOf({ title: 'Porcelain cup and saucer', category: 'kitchen' });
    const kept = scoreComparables(subject, [
      record({ title: 'KitchenAid stand mixer', priceCents: 21_000 }),
      record({ title: 'Porcelain cup', priceCents: 1000 }),
      record({ title: 'Porcelain cup and saucer', priceCents: 1200 }),
      record({ title: 'Porcelain cup', priceCents: 0 }),
    ]);
    expect(kept.map((c) => [c.title, c.priceCents])).toEqual([
      ['Porcelain cup and saucer', 1200],
      ['Porcelain cup', 1000],
    ]);
  });
});

describe('rounding', () => {
  it('weightedMedian: the value holding half the weight', () => {
    expect(
      weightedMedian([
        { cents: 1, weight: 1 },
        { cents: 2, weight: 1 },
        { cents: 9, weight: 1 },
      ]),
    ).toBe(2);
    expect(
      weightedMedian([
        { cents: 1, weight: 1 },
        { cents: 3, weight: 1 },
      ]),
    ).toBe(2);
    expect(
      weightedMedian([
        { cents: 1, weight: 3 },
        { cents: 9, weight: 1 },
      ]),
    ).toBe(1);
  });

  it('nicePrice: whole dollars, then steps of $5, $10 and $50, never above a cap or under $1', () => {
    expect(nicePrice(720)).toBe(700);
    expect(nicePrice(4330)).toBe(4500);
    expect(nicePrice(4330, 4400)).toBe(4000);
    expect(nicePrice(37_800)).toBe(38_000);
    expect(nicePrice(123_400)).toBe(125_000);
    expect(nicePrice(40)).toBe(100);
  });

  it('keeps the suggestion inside the range of the evidence', () => {
    // $43 rounds to $45, above every comparable: the suggestion stays at the highest, $43.
    const price = priceFromEvidence(
      [4100, 4200, 4300].map((priceCents) => scored({ priceCents })),
      context,
    );
    expect(price.fmvCents).toBe(4200);
    expect(price.valueCents).toBeLessThanOrEqual(4300);
    expect(price.valueCents).toBeGreaterThanOrEqual(4100);
  });
});
