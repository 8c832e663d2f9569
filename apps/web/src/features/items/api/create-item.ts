import { itemsEndpoints } from '@swapyard/domain/endpoints/items';
import type { createItemInputSchema, Item } from '@swapyard/domain/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/api-client';
import { itemsQueryKey } from '@/lib/query-keys';

export type CreateItemBody = z.input<typeof createItemInputSchema>;

/** Lists a new item; the server validates it and makes the caller its owner. */
export function createItem(body: CreateItemBody): Promise<Item> {
  return callEndpoint(itemsEndpoints.create, { body });
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}
