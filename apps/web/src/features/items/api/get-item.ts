import { itemsEndpoints } from '@swapyard/domain/endpoints/items';
import type { Item } from '@swapyard/domain/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { itemQueryKey } from './item-query-keys';

export { itemQueryKey };

/** One item with its owner; 404 for an unknown id or another member's private item. */
export function getItem(id: string): Promise<Item> {
  return callEndpoint(itemsEndpoints.get, { params: { id } });
}

export const itemQueryOptions = (id: string) =>
  queryOptions({ queryKey: itemQueryKey(id), queryFn: () => getItem(id) });

export const useItem = (id: string) => useQuery(itemQueryOptions(id));

/** The server answers 404 for unknown, malformed and hidden-from-you ids alike: all read 'Item not found'. */
export const isItemNotFound = (error: unknown) => isApiError(error) && error.status === 404;
