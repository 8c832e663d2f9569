import { uploadCategories } from '@swapyard/domain/item-labels';
import type { Item } from '@swapyard/domain/items';
import { describe, expect, it } from 'vitest';
import { countFor, moveActive, optionsFor, type SearchResults } from './search-options';

const user = {
  id: 'u1',
  username: 'ava stone',
  fullName: 'Ava Stone',
  avatarUrl: null,
  themeColor: '#6366f1',
};
const item = { id: 'i1', title: 'Denim jacket' } as Item;
const shoes = uploadCategories.find((c) => c.value === 'shoes_footwear')!;
const results: SearchResults = { users: [user], items: [item], categories: [shoes] };

describe('optionsFor', () => {
  it('lists members, then items, then categories on All, each leading to its page', () => {
    expect(optionsFor('All', results).map((o) => o.href)).toEqual([
      '/user/ava%20stone',
      '/item/i1',
      '/search?category=shoes_footwear',
    ]);
    expect(countFor('All', results)).toBe(3);
  });

  it('lists one kind on its own tab', () => {
    expect(optionsFor('Users', results).map((o) => o.kind)).toEqual(['user']);
    expect(optionsFor('Items', results).map((o) => o.kind)).toEqual(['item']);
    expect(optionsFor('Categories', results).map((o) => o.id)).toEqual(['search-category-shoes_footwear']);
    expect(countFor('Items', { ...results, items: [] })).toBe(0);
  });
});

describe('moveActive', () => {
  it('steps through the options and wraps round at either end', () => {
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
