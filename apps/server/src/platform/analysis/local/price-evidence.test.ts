import { describe, expect, it } from 'vitest';
import { memoryComparables, type ComparableItem } from '../memory-comparables.ts';
import { LocalItemAnalyzer } from './local-item-analyzer.ts';

// docs/product/listing.md, "Suggested prices": a price only from similar items on Swapyard, shown with its evidence.

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
let n = 0;
const entry = (title: string, priceCents: number, over: Partial<ComparableItem> = {}): ComparableItem => ({
  itemId: `item-${++n}`,
  title,
  brand: null,
  category: 'kitchen',
  size: null,
  condition: 'good',
  priceCents,
  kind: 'listing',
  ...over,
});

/** Kitchen listings from $30 to $210, none of them a cup: the category, not evidence of a cup's price. */
const kitchen = [
  entry('KitchenAid stand mixer', 21_000),
  entry('Cast iron skillet', 3000),
  entry('Le Creuset dutch oven', 15_000, { brand: 'Le Creuset' }),
  entry('Espresso machine', 9000),
  entry('Knife set', 6000),
];
const cups = [entry('White porcelain cup', 800), entry('Porcelain tea cup', 1000), entry('Coffee cup', 1200)];

describe('a suggested price comes from similar items only', () => {
  it('prices a cup from cups, not from the kitchen', async () => {
    const analyzer = new LocalItemAnalyzer(memoryComparables([...kitchen, ...cups]));
    const result = await analyzer.analyzeText({ title: 'Porcelain cup and saucer' });
    expect(result.valueCents).toBe(1000);
    expect(result.marketData).toMatchObject({
      method: 'listings',
      count: 3,
      priceRangeCents: { min: 800, max: 1200 },
    });
    expect(result.marketData!.comparables.map((c) => c.title).sort()).toEqual(
      ['Coffee cup', 'Porcelain tea cup', 'White porcelain cup'].sort(),
    );
    expect(result.reasoning).toContain('Similar items are listed for $8–$12 (3 listings)');
    expect(result.pricingMethod).toBe('market-heavy');
  });

  it('with nothing similar, fills no value and gives the category range as a hint only', async () => {
    const analyzer = new LocalItemAnalyzer(memoryComparables(kitchen));
    const result = await analyzer.analyzeText({ title: 'Porcelain cup and saucer' });
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

  it("prices jeans from those jeans' sales, not the clothing listings", async () => {
    const clothing = [3500, 5000, 8000, 12_000, 42_000].map((price, i) =>
      entry(['Zara blazer', 'Denim jacket', 'Wool coat', 'Silk dress', 'Designer gown'][i]!, price, {
        category: 'clothing',
      }),
    );
    const sales = [1200, 1500, 1800, 1400, 1600].map((price, i) =>
      entry("Levi's 501 jeans", price, {
        category: 'clothing',
        brand: "Levi's",
        kind: 'sale',
        at: daysAgo(5 + i * 10),
      }),
    );
    const analyzer = new LocalItemAnalyzer(memoryComparables([...clothing, ...sales]));
    const result = await analyzer.analyzeText({ title: "Levi's 501 jeans W32" });
    expect(result.valueCents).toBeGreaterThanOrEqual(1200);
    expect(result.valueCents).toBeLessThanOrEqual(1800);
    expect(result.reasoning).toContain('Similar items sold for $12–$18 (5 sales in the last 90 days)');
    expect(result.marketData).toMatchObject({ method: 'sales', salesCount: 5, listingsCount: 0 });

    const none = await new LocalItemAnalyzer(memoryComparables(clothing)).analyzeText({
      title: "Levi's 501 jeans W32",
    });
    expect(none.valueCents).toBeNull();
  });

  it("leaves the member's own listings out", async () => {
    const own = cups.map((c) => ({ ...c, ownerId: 'me' }));
    const analyzer = new LocalItemAnalyzer(memoryComparables(own));
    expect((await analyzer.analyzeText({ title: 'Porcelain cup', memberId: 'me' })).valueCents).toBeNull();
    expect((await analyzer.analyzeText({ title: 'Porcelain cup', memberId: 'other' })).valueCents).toBe(1000);
  });
});
