import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  describeSearch,
  readSearchState,
  searchQueryOf,
  suggestedSearchName,
  toggled,
} from './search-params';

describe('the results page URL', () => {
  it('reads what it can mean and writes back only what is set, in the API’s own keys', () => {
    const state = readSearchState(
      new URLSearchParams(
        'q=+jacket+&size=m,,l&condition=good&maxPriceCents=5000&minPriceCents=-3&radius=25&near=5746545&swap=true&sort=price_asc&radius2=x',
      ),
    );
    expect(state).toEqual({
      q: 'jacket',
      category: null,
      sizes: ['m', 'l'],
      conditions: ['good'],
      brands: [],
      minPriceCents: null,
      maxPriceCents: 5000,
      radius: '25',
      near: 5746545,
      swap: true,
      sort: 'price_asc',
    });
    expect(searchQueryOf(state)).toEqual({
      q: 'jacket',
      size: 'm,l',
      condition: 'good',
      maxPriceCents: '5000',
      radius: '25',
      near: '5746545',
      swap: 'true',
      sort: 'price_asc',
    });
    expect(activeFilterCount(state)).toBe(6);
    // A sort or distance it does not know is the default.
    expect(readSearchState(new URLSearchParams('sort=cheapest&radius=7'))).toMatchObject({
      sort: null,
      radius: null,
    });
  });

  it('toggles a chip', () => {
    expect(toggled(['m'], 'l')).toEqual(['m', 'l']);
    expect(toggled(['m', 'l'], 'm')).toEqual(['l']);
  });
});

describe('a search in words', () => {
  it('names what it finds, and is cut to fit as a suggested name, without its order', () => {
    const state = readSearchState(
      new URLSearchParams('q=jacket&size=m&maxPriceCents=5000&radius=25&sort=price_asc&category=clothing'),
    );
    expect(describeSearch(state)).toBe(
      '“jacket” · Clothing · M · under $50.00 · within 25 km · Price: low to high',
    );
    expect(suggestedSearchName(state, 60)).toBe('“jacket” · Clothing · M · under $50.00 · within 25 km');
    expect(suggestedSearchName(state, 20)).toBe('“jacket” · Clothing…');
    expect(describeSearch(readSearchState(new URLSearchParams('')))).toBe('All items');
  });
});
