import { describe, expect, it } from 'vitest';
import { itemsQueryKey } from '@/lib/query-keys';
import { feedQueryKey } from './get-feed';

describe('feedQueryKey', () => {
  it('sits under the items key, so invalidating items refreshes the feed', () => {
    expect(feedQueryKey(null, null).slice(0, itemsQueryKey.length)).toEqual([...itemsQueryKey]);
  });

  it('keeps a member, a visitor and each category apart', () => {
    expect(feedQueryKey('u1', null)).not.toEqual(feedQueryKey(null, null));
    expect(feedQueryKey('u1', 'art')).not.toEqual(feedQueryKey('u1', null));
  });
});
