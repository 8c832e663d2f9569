import { walletEndpoints } from '@swapyard/domain/endpoints/wallet';
import type { WalletSummary } from '@swapyard/domain/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { walletQueryKeys } from '@/lib/query-keys';

/** Credit, cash and held balances, totals and earnings of the signed-in member. */
export function getWalletSummary(): Promise<WalletSummary> {
  return callEndpoint(walletEndpoints.summary);
}

export const walletSummaryQueryOptions = () =>
  queryOptions({
    queryKey: walletQueryKeys.summary,
    queryFn: getWalletSummary,
    // Back on the tab after paying in another one: look again even within the default stale time.
    refetchOnWindowFocus: 'always',
  });

export const useWalletSummary = () => useQuery(walletSummaryQueryOptions());
