import { tradeListSchema, type TradeList } from '@swapyard/domain/trades';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messagingQueryKeys } from './query-keys';

const PAGE_SIZE = 20;

/** GET /api/trades: the member's trades, sent and received, newest first, with their counts. */
export function getTrades(cursor?: string): Promise<TradeList> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/trades?${params}`, tradeListSchema);
}

export const tradesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messagingQueryKeys.trades,
    queryFn: ({ pageParam }) => getTrades(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useTrades = (options: { enabled: boolean }) =>
  useInfiniteQuery({ ...tradesQueryOptions(), ...options });
