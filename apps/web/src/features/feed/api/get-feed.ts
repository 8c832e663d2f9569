import { feedEndpoints } from '@swapyard/domain/endpoints/feed';
import { FEED_PAGE_SIZE, type FeedPage } from '@swapyard/domain/feed';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { primeSavedState } from '@/features/items/shell';
import { primeLikeState } from '@/features/social/like-button';
import { callEndpoint } from '@/lib/api-client';
import { feedQueryRoot } from '@/lib/query-keys';

/** Per reader, because a member's feed is ranked for them and a visitor's is not. */
export const feedQueryKey = (readerId: string | null, category: string | null) =>
  [...feedQueryRoot, readerId ?? 'visitor', category ?? 'all'] as const;

/** The query of one feed page. */
export const feedQuery = (category: string | null, cursor?: string) => ({
  limit: FEED_PAGE_SIZE,
  category: category || undefined,
  cursor: cursor || undefined,
});

/** One page in feed order; `cursor` from the previous page keeps the ranking of the first. */
export function getFeed(category: string | null, cursor?: string, signal?: AbortSignal): Promise<FeedPage> {
  return callEndpoint(feedEndpoints.get, { query: feedQuery(category, cursor), signal });
}

/**
 * Files each card's like and save as the page reports them, so the hearts (and the item page's Save) need no request
 * of their own. A state changed since the page was asked for (a heart tapped meanwhile) is newer: left alone.
 */
function primeViewerState(client: QueryClient, page: FeedPage, askedAt: number): void {
  for (const { item, viewer } of page.items) {
    if (!viewer) continue;
    primeLikeState(client, item.id, { liked: viewer.liked, likes: item.likes }, askedAt);
    primeSavedState(client, item.id, { saved: viewer.saved }, askedAt);
  }
}

/** `firstPage`: a first page already on its way (asked for before the reader was known, see route-data.ts). */
export const feedQueryOptions = (
  readerId: string | null,
  category: string | null,
  firstPage?: Promise<FeedPage>,
) =>
  infiniteQueryOptions({
    queryKey: feedQueryKey(readerId, category),
    queryFn: async ({ pageParam, client, signal }) => {
      const askedAt = Date.now();
      const page = await (pageParam === undefined && firstPage
        ? firstPage
        : getFeed(category, pageParam, signal));
      primeViewerState(client, page, askedAt);
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Waits for the session, so a member's first request is already their ranked feed. */
export const useFeed = (
  readerId: string | null,
  category: string | null,
  { enabled }: { enabled: boolean },
) => useInfiniteQuery({ ...feedQueryOptions(readerId, category), enabled });
