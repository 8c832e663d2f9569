import { reservedItemsSchema } from '@swapyard/domain/trades';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { tradeQueryKeys } from '@/lib/query-keys';

/** GET /api/trades/reserved-items: my items already offered in a pending trade (they cannot be offered again). */
export async function getReservedItems(): Promise<Set<string>> {
  return new Set((await apiRequest('/trades/reserved-items', reservedItemsSchema)).itemIds);
}

export const reservedItemsQueryOptions = () =>
  queryOptions({ queryKey: tradeQueryKeys.reserved, queryFn: getReservedItems });

export const useReservedItems = (enabled = true) => useQuery({ ...reservedItemsQueryOptions(), enabled });
