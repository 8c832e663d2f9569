import type { QueryClient } from '@tanstack/react-query';
import { itemsQueryKey, walletQueryKeys } from '@/lib/query-keys';
import { tradeQueryKeys } from './query-keys';

/**
 * After a trade moves (sent, accepted, declined, cancelled, confirmed, countered): its lists and details, the
 * wallets (holds are placed, captured or released) and items (reserved, swapped or sold) all may have changed.
 */
export function invalidateAfterTradeChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tradeQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  ]);
}
