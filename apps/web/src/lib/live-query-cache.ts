import type { QueryClient, QueryKey } from '@tanstack/react-query';

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
  if (queryClient.isFetching(filters) > 0) {
    // Invalidating alone would join a first fetch (one with no data yet) rather than replace it.
    void queryClient.cancelQueries(filters).then(() => queryClient.invalidateQueries(filters));
  } else if (current === undefined) {
    void queryClient.invalidateQueries(filters);
  }
}
