import { tradeSchema, type Trade } from '@swapyard/domain/trades';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { tradeQueryKeys } from '@/lib/query-keys';

/** GET /api/trades/{id}: one trade, seen from the signed-in party's side (404 to anyone else). */
export function getTrade(id: string): Promise<Trade> {
  return apiRequest(`/trades/${encodeURIComponent(id)}`, tradeSchema);
}

export const tradeQueryOptions = (id: string) =>
  queryOptions({ queryKey: tradeQueryKeys.detail(id), queryFn: () => getTrade(id) });

export const useTrade = (id: string, enabled = true) => useQuery({ ...tradeQueryOptions(id), enabled });

export const isTradeNotFound = (error: unknown) => isApiError(error) && error.status === 404;
