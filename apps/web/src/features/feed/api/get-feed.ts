import { FEED_PAGE_SIZE, feedPageSchema, type FeedPage } from '@swapyard/domain/feed';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { itemsQueryKey } from '@/features/items/shell';
import { apiRequest } from '@/lib/api-client';

/** Every feed's key: under itemsQueryKey, so an edit or delete anywhere refreshes the feed. */
export const feedQueryRoot = [...itemsQueryKey, 'feed'] as const;

/** Per reader, because a member's feed is ranked for them and a visitor's is not. */
export const feedQueryKey = (readerId: string | null, category: string | null) =>
  [...feedQueryRoot, readerId ?? 'visitor', category ?? 'all'] as const;

/** GET /api/feed: one page in feed order; `cursor` from the previous page keeps the ranking of the first. */
export function getFeed(category: string | null, cursor?: string): Promise<FeedPage> {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (category) params.set('category', category);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/feed?${params}`, feedPageSchema);
}

export const feedQueryOptions = (readerId: string | null, category: string | null) =>
  infiniteQueryOptions({
    queryKey: feedQueryKey(readerId, category),
    queryFn: ({ pageParam }) => getFeed(category, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Waits for the session, so a member's first request is already their ranked feed. */
export const useFeed = (
  readerId: string | null,
  category: string | null,
  { enabled }: { enabled: boolean },
) => useInfiniteQuery({ ...feedQueryOptions(readerId, category), enabled });
