import { describe, expect, it } from 'vitest';
import {
  bundleDiscountPercent,
  bundlePrice,
  bundleTiersInputSchema,
  nextBundleTier,
  tiersSummary,
} from './bundles.ts';

const tiers = [
  { minItems: 3, percent: 15 },
  { minItems: 2, percent: 10 },
];

describe('bundle pricing', () => {
  it('takes the highest tier reached, and says which comes next', () => {
    expect(bundleDiscountPercent(tiers, 1)).toBe(0);
    expect(bundleDiscountPercent(tiers, 2)).toBe(10);
    expect(bundleDiscountPercent(tiers, 7)).toBe(15);
    expect(nextBundleTier(tiers, 1)).toEqual({ minItems: 2, percent: 10 });
    expect(nextBundleTier(tiers, 3)).toBeUndefined();
    expect(tiersSummary(tiers)).toBe('10% off 2+ items · 15% off 3+ items');
  });

  it('rounds the discount down to whole cents', () => {
    expect(bundlePrice([1000, 2000, 3000], 15)).toEqual({
      subtotalCents: 6000,
      discountCents: 900,
      totalCents: 5100,
    });
    expect(bundlePrice([999, 1], 15)).toEqual({ subtotalCents: 1000, discountCents: 150, totalCents: 850 });
    expect(bundlePrice([333, 333], 10)).toEqual({ subtotalCents: 666, discountCents: 66, totalCents: 600 });
  });

  it('refuses tiers that repeat a count or shrink as bundles grow', () => {
    expect(bundleTiersInputSchema.safeParse({ tiers }).success).toBe(true);
    expect(
      bundleTiersInputSchema.safeParse({
        tiers: [
          { minItems: 2, percent: 10 },
          { minItems: 2, percent: 20 },
        ],
      }).success,
    ).toBe(false);
    expect(
      bundleTiersInputSchema.safeParse({
        tiers: [
          { minItems: 2, percent: 20 },
          { minItems: 4, percent: 20 },
        ],
      }).success,
    ).toBe(false);
  });
});
