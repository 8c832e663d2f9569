import { tradesEndpoints } from '@swapyard/domain/endpoints/trades';
import type { Trade } from '@swapyard/domain/trades';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { tradeQueryKeys } from '@/lib/query-keys';

/** One trade, seen from the signed-in party's side (404 to anyone else). */
export function getTrade(id: string): Promise<Trade> {
  return callEndpoint(tradesEndpoints.get, { params: { tradeId: id } });
}

export const tradeQueryOptions = (id: string) =>
  queryOptions({ queryKey: tradeQueryKeys.detail(id), queryFn: () => getTrade(id) });

export const useTrade = (id: string, enabled = true) => useQuery({ ...tradeQueryOptions(id), enabled });

export const isTradeNotFound = (error: unknown) => isApiError(error) && error.status === 404;
