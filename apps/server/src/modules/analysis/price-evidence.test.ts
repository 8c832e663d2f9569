import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResultSchema, type AnalysisResult } from '@swapyard/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem } from '../../test/factories.ts';
import { item, member, tradeOf, type Member } from '../trades/trade-test-kit.ts';

// docs/product/listing.md, "Suggested prices": what similar items really sold or were traded for on Swapyard, read
// from the trades themselves, then similar listings; never the category as a whole, never the member's own.

let t: TestApp;
let asker: Member;

const analyse = async (title: string): Promise<AnalysisResult> => {
  const res = await asker.client.post('/api/analysis/item', { titleOnly: true, title });
  expect(res.status).toBe(200);
  return analysisResultSchema.parse(await res.json());
};

beforeAll(async () => {
  t = await createTestApp();
  asker = await member(t);
  const seller = await member(t);
  const buyer = await member(t, { creditCents: 100_000 });
  const jeans = {
    title: "Levi's 501 jeans",
    brand: "Levi's",
    category: 'clothing',
    condition: 'good' as const,
  };
  // Four sold at checkout, at $12 to $18.
  for (const priceCents of [1200, 1400, 1600, 1800]) {
    const listed = await item(t, seller.user, { ...jeans, valueCents: priceCents });
    await tradeOf(
      await buyer.client.post('/api/trades/buy', { itemId: listed.id, priceCents, paymentMethod: 'credit' }),
      201,
    );
  }
  // One swapped for a $10 belt and $5: agreed at $15, though it was listed at $90.
  const swapped = await item(t, seller.user, { ...jeans, valueCents: 9000 });
  const belt = await item(t, buyer.user, {
    title: 'Leather belt',
    category: 'accessories',
    valueCents: 1000,
  });
  const offer = await tradeOf(
    await buyer.client.post('/api/trades', {
      kind: 'trade',
      ownerItemId: swapped.id,
      offeredItemIds: [belt.id],
      cashCents: 500,
      paymentMethod: 'credit',
    }),
    201,
  );
  await tradeOf(await seller.client.post(`/api/trades/${offer.id}/respond`, { action: 'accept' }));
  // Not evidence: the asker's own jeans, a hidden pair, clothing that is not jeans.
  await createItem(t, asker.user, { ...jeans, valueCents: 50_000 });
  await createItem(t, seller.user, { ...jeans, valueCents: 50_000, status: 'hidden' });
  for (const [title, valueCents] of [
    ['Wool coat', 12_000],
    ['Silk dress', 42_000],
    ['Denim jacket', 3500],
    ['Zara blazer', 5000],
    ['Cashmere jumper', 8000],
  ] as const) {
    await createItem(t, seller.user, { title, category: 'clothing', condition: 'good', valueCents });
  }
  // Kitchen listings, none of them a cup.
  for (const [title, valueCents] of [
    ['KitchenAid stand mixer', 21_000],
    ['Cast iron skillet', 3000],
    ['Espresso machine', 9000],
    ['Knife set', 6000],
    ['Dutch oven', 15_000],
  ] as const) {
    await createItem(t, seller.user, { title, category: 'kitchen', condition: 'good', valueCents });
  }
});
afterAll(() => t.close());

describe('suggested prices from evidence on Swapyard', () => {
  it('prices from what similar items sold and were traded for, inside their range, with the evidence', async () => {
    const result = await analyse("Levi's 501 jeans W32 good condition");
    expect(result.pricingMethod).toBe('market-heavy');
    expect(result.marketData).toMatchObject({
      method: 'sales',
      salesCount: 5,
      salesRangeCents: { min: 1200, max: 1800 },
      salesWithinDays: 30,
      listingsCount: 0,
    });
    expect(result.valueCents).toBeGreaterThanOrEqual(1200);
    expect(result.valueCents).toBeLessThanOrEqual(1800);
    const kinds = result.marketData!.comparables.map((c) => [c.kind, c.priceCents]);
    expect(kinds).toContainEqual(['trade', 1500]);
    expect(kinds.filter(([kind]) => kind === 'sale')).toHaveLength(4);
    expect(result.reasoning).toContain('Similar items sold for $12–$18 (5 sales in the last 30 days)');
  });

  it('with nothing similar fills no value, and hints at the category range', async () => {
    const result = await analyse('Porcelain cup and saucer');
    expect(result).toMatchObject({
      fmvCents: null,
      valueCents: null,
      marketData: null,
      pricingMethod: 'ai-only',
    });
    expect(result.priceHint).toEqual({
      categoryLabel: 'Kitchen & Dining',
      lowCents: 6000,
      highCents: 15_000,
      listings: 5,
    });
    expect(result.reasoning).toContain('Not enough similar items to suggest a price');
  });
});
