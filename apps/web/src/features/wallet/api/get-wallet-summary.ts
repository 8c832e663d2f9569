import { walletSummarySchema, type WalletSummary } from '@swapyard/domain/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletQueryKeys } from '@/lib/query-keys';

/** GET /api/wallet: credit, cash and held balances, totals and earnings of the signed-in member. */
export function getWalletSummary(): Promise<WalletSummary> {
  return apiRequest('/wallet', walletSummarySchema);
}

export const walletSummaryQueryOptions = () =>
  queryOptions({
    queryKey: walletQueryKeys.summary,
    queryFn: getWalletSummary,
    // Back on the tab after paying in another one: look again even within the default stale time.
    refetchOnWindowFocus: 'always',
  });

export const useWalletSummary = () => useQuery(walletSummaryQueryOptions());
