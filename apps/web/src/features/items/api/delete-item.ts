import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { itemsEndpoints } from '@swapyard/domain/endpoints/items';
import { callEndpoint } from '@/lib/api-client';
import { itemQueryKey } from './get-item';
import { itemsQueryKey } from '@/lib/query-keys';

/** Removes the item and its photos (204, no body); only the owner (or an admin) may. */
export function deleteItem(id: string): Promise<void> {
  return callEndpoint(itemsEndpoints.remove, { params: { id } });
}

/**
 * `onDeleted` runs once the server has deleted it (the item page leaves there); the item's own query is dropped
 * only once no page shows it any more. Dropping it while the item page is still on screen (a navigation's promise
 * settles before React has taken the old page down, later on a busy device) would make the page fetch the item
 * again: a loading skeleton, a 404 and 'Item not found' flash before the navigation lands.
 */
export function useDeleteItem(id: string, { onDeleted }: { onDeleted?: () => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteItem(id),
    onSuccess: async () => {
      const detail = itemQueryKey(id);
      await queryClient.cancelQueries({ queryKey: detail });
      void queryClient.invalidateQueries({
        queryKey: itemsQueryKey,
        predicate: (query) => !detail.every((part, i) => query.queryKey[i] === part),
      });
      await onDeleted?.();
      dropWhenUnwatched(queryClient, detail);
    },
  });
}

/** Removes the query (and those under its key) once nothing observes it: at once when nothing does. */
export function dropWhenUnwatched(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query || query.getObserversCount() === 0) {
    queryClient.removeQueries({ queryKey });
    return;
  }
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query || event.type !== 'observerRemoved' || query.getObserversCount() > 0) return;
    unsubscribe();
    queryClient.removeQueries({ queryKey });
  });
}
