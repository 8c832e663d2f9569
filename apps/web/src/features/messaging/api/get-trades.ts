import { tradesEndpoints } from '@swapyard/domain/endpoints/trades';
import type { TradeList } from '@swapyard/domain/trades';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { messagingQueryKeys } from './query-keys';

const PAGE_SIZE = 20;

/** The member's trades, sent and received, newest first, with their counts. */
export function getTrades(cursor?: string): Promise<TradeList> {
  return callEndpoint(tradesEndpoints.list, { query: { limit: PAGE_SIZE, cursor: cursor || undefined } });
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
