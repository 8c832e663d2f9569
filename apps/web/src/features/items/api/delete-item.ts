import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemsEndpoints } from '@swapyard/domain/endpoints/items';
import { callEndpoint } from '@/lib/api-client';
import { itemQueryKey } from './get-item';
import { itemsQueryKey } from '@/lib/query-keys';

/** Removes the item and its photos (204, no body); only the owner (or an admin) may. */
export function deleteItem(id: string): Promise<void> {
  return callEndpoint(itemsEndpoints.remove, { params: { id } });
}

/**
 * `onDeleted` runs once the server has deleted it (the item page leaves there); only after it has finished is the
 * item's own query dropped. Dropping it while the item page is still on screen would make the page fetch the item
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
      queryClient.removeQueries({ queryKey: detail });
    },
  });
}
