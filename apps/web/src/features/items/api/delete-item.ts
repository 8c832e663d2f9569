import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { itemQueryKey } from './get-item';
import { itemsQueryKey } from './item-query-keys';

/** DELETE /api/items/{id}: removes the item and its photos (204, no body); only the owner (or an admin) may. */
export function deleteItem(id: string): Promise<void> {
  return apiRequest(`/items/${encodeURIComponent(id)}`, z.undefined(), { method: 'DELETE' });
}

export function useDeleteItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteItem(id),
    onSuccess: () => {
      // Not refetched: the page is left right away, and a refetch would only flash 'Item not found'.
      const detail = itemQueryKey(id);
      queryClient.removeQueries({ queryKey: detail });
      void queryClient.invalidateQueries({
        queryKey: itemsQueryKey,
        predicate: (query) => !detail.every((part, i) => query.queryKey[i] === part),
      });
    },
  });
}
