import type { FeedItem, FeedPage } from '@swapyard/domain/feed';
import type { Item } from '@swapyard/domain/items';
import { describe, expect, it } from 'vitest';
import { feedEntries, matchLabel } from './feed-entries';

const entry = (id: string, match: FeedItem['match'] = null): FeedItem => ({
  item: { id } as Item,
  match,
  viewer: null,
});
const page = (...items: FeedItem[]): FeedPage => ({ items, nextCursor: null });

describe('feedEntries', () => {
  it('joins the pages in order and drops a repeat', () => {
    const ids = feedEntries([page(entry('a'), entry('b')), page(entry('b'), entry('c'))]).map(
      (e) => e.item.id,
    );
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});

describe('matchLabel', () => {
  it('shows the score only with a reason, and never for a visitor', () => {
    expect(matchLabel(entry('a', { score: 92, reasons: ['Because you like Vintage'] }))).toBe('92% match');
    expect(matchLabel(entry('a', { score: 10, reasons: [] }))).toBeNull();
    expect(matchLabel(entry('a', { score: 50, reasons: ['Because you like Vintage'] }))).toBe('50% match');
    expect(matchLabel(entry('a'))).toBeNull();
  });

  it('shows no score for a weak match, even with a reason', () => {
    expect(matchLabel(entry('a', { score: 25, reasons: ["Because you're into Music"] }))).toBeNull();
    expect(matchLabel(entry('a', { score: 49, reasons: ['Because you like Vintage'] }))).toBeNull();
  });
});
