import { describe, expect, it } from 'vitest';
import {
  closetEmptyState,
  closetItemHref,
  isClosetSort,
  isStatusFilter,
  itemCountLabel,
  sortOptions,
  statusOptions,
} from './closet-view';

describe('closet view', () => {
  it('lists the documented sort orders and status filter values in order', () => {
    expect(sortOptions.map((o) => o.label)).toEqual([
      'Newest First',
      'Price: High to Low',
      'Price: Low to High',
      'Most Liked',
    ]);
    expect(statusOptions.map((o) => o.value)).toEqual(['all', 'available', 'swapped', 'sold', 'hidden']);
    expect(isClosetSort('price_asc')).toBe(true);
    expect(isClosetSort('cheapest')).toBe(false);
    expect(isStatusFilter('sold')).toBe(true);
    expect(isStatusFilter('deleted')).toBe(false);
  });

  it('links own items to /items/{id} and others to /item/{id}', () => {
    expect(closetItemHref({ id: 'abc' }, true)).toBe('/items/abc');
    expect(closetItemHref({ id: 'abc' }, false)).toBe('/item/abc');
  });

  it("invites the owner of an empty closet to upload, and says 'No items found' otherwise", () => {
    expect(closetEmptyState({ isOwner: true, filtered: false })).toEqual({
      title: 'Your closet is empty',
      text: 'Start by uploading your first item!',
    });
    expect(closetEmptyState({ isOwner: true, filtered: true })).toEqual({ title: 'No items found' });
    expect(closetEmptyState({ isOwner: false, filtered: false })).toEqual({ title: 'No items found' });
  });

  it('counts items', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(0)).toBe('0 items');
    expect(itemCountLabel(12)).toBe('12 items');
  });
});
