// The router's entry to the feed feature: what the home route fetches before its page renders (see items/shell.ts
// for why route entries are kept apart from index.ts).
import type { FeedPage } from '@swapyard/domain/feed';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/auth';
import { feedQuery, feedQueryOptions, getFeed } from './api/get-feed';

/** The category a feed page at `url` shows (/discovery?category=…), as the page itself reads it. */
const feedCategoryFromUrl = (url: string) => new URL(url).searchParams.get('category')?.trim() || null;

/** The query of the first feed page for the page at `url` (what the server's render asks its API for). */
export const firstFeedQuery = (url: string) => feedQuery(feedCategoryFromUrl(url));

/** Files a first page the server already has for the page at `url` (its render of the first screen). */
export const seedFeed = (
  queryClient: QueryClient,
  url: string,
  readerId: string | null,
  firstPage: FeedPage,
) =>
  queryClient.prefetchInfiniteQuery(
    feedQueryOptions(readerId, feedCategoryFromUrl(url), Promise.resolve(firstPage)),
  );

/**
 * Starts the first feed page as soon as the app's code runs, not after the page has rendered and asked: on a slow
 * connection that is a round trip or two earlier for the photos a visit waits on. Nothing is awaited; the page
 * finds the answer in the cache or on its way. `url` is the page's, whose `category` the page reads too.
 */
export function prefetchFeed(queryClient: QueryClient, url: string) {
  const category = feedCategoryFromUrl(url);
  const prefetch = (readerId: string | null, firstPage?: ReturnType<typeof getFeed>) =>
    queryClient.prefetchInfiniteQuery(feedQueryOptions(readerId, category, firstPage));
  const knownMe = queryClient.getQueryData(meQueryOptions().queryKey);
  if (knownMe !== undefined) {
    // Later visits: the reader is known, and a fresh cached feed is not asked for again.
    void prefetch(knownMe?.user.id ?? null);
    return;
  }
  // First load: the session and the feed at once. The feed's cache key needs the reader; its request does not
  // (the server ranks by the session cookie), so the page is asked for now and filed once the reader is known.
  const firstPage = getFeed(category);
  firstPage.catch(() => undefined);
  void queryClient
    .fetchQuery(meQueryOptions())
    .then((me) => prefetch(me?.user.id ?? null, firstPage))
    .catch(() => undefined);
}
