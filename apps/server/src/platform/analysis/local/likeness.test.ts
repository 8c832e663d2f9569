import { describe, expect, it } from 'vitest';
import { likeness, MIN_LIKENESS, profileOf } from './likeness.ts';

const alike = (a: string, b: string, extra: { brand?: string; category?: string } = {}) =>
  likeness(profileOf({ title: a }), profileOf({ title: b, ...extra }));

describe('likeness', () => {
  it('finds the same item in other words, sizes apart', () => {
    expect(alike("Levi's 501 jeans W32", "Levi's 501 jeans W34")).toBeGreaterThanOrEqual(0.85);
    expect(alike('Porcelain cup and saucer', 'White porcelain cup')).toBeGreaterThanOrEqual(MIN_LIKENESS);
    expect(alike('iPhone 13 Pro 128GB', 'iPhone 13 Pro 256GB')).toBeGreaterThanOrEqual(0.7);
  });

  it('the same brand and size count for more', () => {
    const sameSize = alike("Levi's 501 jeans W32", "Levi's 501 jeans W32");
    expect(sameSize).toBeGreaterThan(alike("Levi's 501 jeans W32", "Levi's 501 jeans W34"));
    expect(alike('Nike hoodie', 'Nike hoodie')).toBeGreaterThan(alike('Nike hoodie', 'Grey hoodie'));
  });

  it('is not a category: a cup is not a stand mixer, nor jeans a jacket of the same brand', () => {
    expect(alike('Porcelain cup and saucer', 'KitchenAid stand mixer')).toBe(0);
    expect(alike("Levi's 501 jeans W32", "Levi's denim jacket")).toBe(0);
  });

  it('takes different brands, categories and model numbers for different items', () => {
    expect(alike('Nike Air Max 90', 'Adidas Air Max 90')).toBe(0);
    expect(alike('Nike Air Max 90', 'Nike Air Max 95')).toBeLessThan(MIN_LIKENESS);
    expect(alike('KitchenAid stand mixer', 'KitchenAid hand mixer')).toBeLessThan(MIN_LIKENESS);
    // An item of unknown category may be like one of any category.
    expect(alike('Leather bag', 'Leather bag', { category: 'art' })).toBeGreaterThan(0.7);
    expect(
      likeness(
        profileOf({ title: 'Leather bag', category: 'accessories' }),
        profileOf({ title: 'Leather bag', category: 'art' }),
      ),
    ).toBe(0);
  });

  it('never prices an accessory from what it is for', () => {
    expect(alike('iPhone 13 Pro case, clear', 'iPhone 13 Pro 128GB')).toBe(0);
    expect(alike('iPhone 13 Pro 128GB', 'iPhone 13 Pro box only')).toBe(0);
    expect(alike('iPhone 13 Pro case, clear', 'iPhone 13 Pro silicone case')).toBeGreaterThanOrEqual(
      MIN_LIKENESS,
    );
  });

  it('a shared colour or material alone is no likeness, nor are condition words', () => {
    expect(alike('Red leather sofa', 'Red leather belt')).toBe(0);
    expect(alike('Like new sneakers', 'Like new blender')).toBe(0);
  });

  it("reads a listing's stored brand and size", () => {
    const stored = profileOf({ title: '501 jeans', brand: "Levi's", size: 'W32' });
    expect(stored).toMatchObject({ brand: 'levis', size: 'w32' });
    expect(likeness(profileOf({ title: "Levi's 501 jeans W32" }), stored)).toBeGreaterThanOrEqual(0.95);
  });
});
