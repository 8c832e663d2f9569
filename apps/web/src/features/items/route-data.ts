// The router's entry to the items feature: what the item route fetches while its page's code downloads. Kept apart
// from index.ts (see shell.ts) so the home route's JavaScript carries only this.
import type { QueryClient } from '@tanstack/react-query';
import { itemQueryOptions } from './api/get-item';

/**
 * Starts GET /api/items/{id} at once, without waiting: the item page's chunk and its ~30 small chunks download
 * alongside, and the page finds the answer in the cache (or on its way) when it renders. Errors are the page's to
 * show; here they are only swallowed.
 */
export function prefetchItem(queryClient: QueryClient, id: string) {
  void queryClient.prefetchQuery(itemQueryOptions(id));
}
