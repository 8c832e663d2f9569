import { describe, expect, it } from 'vitest';
import { brandByName, brands, findBrand } from './brand-dictionary.ts';
import { tokenize } from './tokens.ts';

const brandIn = (text: string) => findBrand(tokenize(text))?.brand.name ?? null;

describe('brand dictionary', () => {
  it('holds at least 300 unique brands, each name and alias pointing at one brand only', () => {
    const names = brands.map((b) => b.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(300);
    const owner = new Map<string, string>();
    for (const brand of brands) {
      for (const phrase of [brand.name, ...brand.aliases, ...brand.products]) {
        const key = tokenize(phrase)
          .map((t) => t.text)
          .join(' ');
        expect(owner.get(key) ?? brand.name, `${phrase} is listed twice`).toBe(brand.name);
        owner.set(key, brand.name);
      }
    }
  });

  it.each([
    ['Louis Vuitton Speedy 30', 'Louis Vuitton'],
    ['authentic LV wallet', 'Louis Vuitton'],
    ['LOUIS VUITTON belt', 'Louis Vuitton'],
    ['The North Face Denali fleece', 'The North Face'],
    ['TNF puffer', 'The North Face'],
    ['north face backpack', 'The North Face'],
    ["Levi's 511 slim", "Levi's"],
    ['levis trucker jacket', "Levi's"],
    ['Hermes scarf', 'Hermès'],
    ['Hermès Birkin 30', 'Hermès'],
    ['Chloé Marcie bag', 'Chloé'],
    ['dolce & gabbana dress', 'Dolce & Gabbana'],
    ['D&G sunglasses', 'Dolce & Gabbana'],
    ['H&M linen shirt', 'H&M'],
    ['Hugo Boss suit', 'Hugo Boss'],
    ['Boss DS-1 pedal', 'Boss'],
    ['New Balance 550', 'New Balance'],
    ['Arcteryx Beta AR', "Arc'teryx"],
    ['Bang & Olufsen Beoplay H9', 'Bang & Olufsen'],
    ['B&O speaker', 'Bang & Olufsen'],
    ['kitchen aid mixer', 'KitchenAid'],
    ['my iphone 12', 'Apple'],
    ['Kanken backpack', 'Fjällräven'],
  ])('finds the brand in %s', (text, brand) => {
    expect(brandIn(text)).toBe(brand);
  });

  it('prefers the longer name and reads everyday-word brands only when capitalised', () => {
    expect(brandIn('Nike ACG trail shoes')).toBe('Nike ACG');
    expect(brandIn('Coach Tabby shoulder bag')).toBe('Coach');
    expect(brandIn('coach jacket in navy')).toBeNull();
    expect(brandIn('gap year backpack')).toBeNull();
    expect(brandIn('GAP hoodie')).toBe('Gap');
  });

  it('looks a typed brand up by name or alias, but not by a partial phrase', () => {
    expect(brandByName('tnf')?.name).toBe('The North Face');
    expect(brandByName('Louis Vuitton')?.tier).toBe('luxury');
    expect(brandByName('Nike shoes')).toBeNull();
    expect(brandByName('Unknown Label')).toBeNull();
  });
});
