import { itemsEndpoints } from '@swapyard/domain/endpoints/items';
import type { Item, updateItemInputSchema } from '@swapyard/domain/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/api-client';
import { itemQueryKey } from './get-item';
import { itemsQueryKey } from '@/lib/query-keys';

export type UpdateItemBody = z.input<typeof updateItemInputSchema>;

/** Any subset of the fields; only the owner (or an admin) may. Answers the saved item. */
export function updateItem(id: string, body: UpdateItemBody): Promise<Item> {
  return callEndpoint(itemsEndpoints.update, { params: { id }, body });
}

/** The key of an item's updates, so one switch can see what another is saving (useMutationState). */
export const updateItemMutationKey = (id: string) => ['update-item', id] as const;

export function useUpdateItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateItemMutationKey(id),
    mutationFn: (body: UpdateItemBody) => updateItem(id, body),
    onSuccess: (item) => {
      // The detail shows the answer at once; lists and closets refetch in the background (not awaited, so the
      // dialog closes as soon as the server has saved).
      queryClient.setQueryData(itemQueryKey(id), item);
      void queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
  });
}
