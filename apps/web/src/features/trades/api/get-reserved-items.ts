import { tradesEndpoints } from '@swapyard/domain/endpoints/trades';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { tradeQueryKeys } from '@/lib/query-keys';

/** My items already offered in a pending trade (they cannot be offered again). */
export async function getReservedItems(): Promise<Set<string>> {
  return new Set((await callEndpoint(tradesEndpoints.reserved)).itemIds);
}

export const reservedItemsQueryOptions = () =>
  queryOptions({ queryKey: tradeQueryKeys.reserved, queryFn: getReservedItems });

export const useReservedItems = (enabled = true) => useQuery({ ...reservedItemsQueryOptions(), enabled });
