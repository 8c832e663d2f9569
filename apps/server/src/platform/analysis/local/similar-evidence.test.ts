import { describe, expect, it } from 'vitest';
import type { ScoredComparable } from './pricing.ts';
import { lookalikeOf } from './similar-evidence.ts';

let n = 0;
const alike = (title: string, brand: string | null = null): ScoredComparable => ({
  itemId: `item-${++n}`,
  title,
  brand,
  category: 'shoes_footwear',
  size: null,
  condition: 'good',
  priceCents: 5000,
  kind: 'listing',
  at: new Date(),
  likeness: 0.8,
});

describe('lookalikeOf: naming from listings the photos closely resemble', () => {
  it('names the item by the words most of their titles share', () => {
    const named = lookalikeOf([
      alike('Nike Air Max 90 size 10', 'Nike'),
      alike('Nike Air Max 90 trainers', 'Nike'),
      alike('Nike Air Max 90', 'Nike'),
      alike('Red wool scarf'),
    ]);
    expect(named).toEqual({ title: 'Nike Air Max 90', count: 3 });
  });

  it('names nothing from one listing, or from listings that do not agree', () => {
    expect(lookalikeOf([alike('Nike Air Max 90', 'Nike')])).toBeNull();
    expect(lookalikeOf([alike('Nike Air Max 90', 'Nike'), alike('Adidas Samba', 'Adidas')])).toBeNull();
    expect(lookalikeOf([])).toBeNull();
  });
});
