import type { InvalidateQueryFilters, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fetches the matching queries again with requests sent from now on: what a live event or a catch-up (subscription
 * confirmed, reconnect) calls for, since a fetch already in flight may have been answered before the change. A bare
 * invalidation would join such a fetch when its query has no data yet, and its stale answer would stand; so fetches
 * in flight are cancelled first.
 */
export function refetchFromNow(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  if (queryClient.isFetching(filters) === 0) return queryClient.invalidateQueries(filters);
  return queryClient.cancelQueries(filters).then(() => queryClient.invalidateQueries(filters));
}

/**
 * Applies a live event to a cached list. A fetch of that list still in flight may have been answered before the
 * event's change committed: left alone, its answer would land after the event and erase it. So while one is in
 * flight it is cancelled and the list fetched again, and the new answer includes the change. With
 * nothing cached yet, the list is fetched.
 */
export function applyLiveEvent<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (current: T) => T,
): void {
  const current = queryClient.getQueryData<T>(queryKey);
  if (current !== undefined) queryClient.setQueryData<T>(queryKey, update(current));
  const filters = { queryKey, exact: true };
  if (current === undefined || queryClient.isFetching(filters) > 0) void refetchFromNow(queryClient, filters);
}
