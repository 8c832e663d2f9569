import { withdrawalsEndpoints } from '@swapyard/domain/endpoints/withdrawals';
import type { Withdrawal } from '@swapyard/domain/withdrawals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { walletQueryKeys } from '@/lib/query-keys';

/** The signed-in member's withdrawals, newest first, account numbers masked. */
export async function getWithdrawals(): Promise<Withdrawal[]> {
  return (await callEndpoint(withdrawalsEndpoints.list)).withdrawals;
}

const inFlight = (list: Withdrawal[] | undefined) =>
  list?.some((w) => w.status === 'pending' || w.status === 'processing') ?? false;

export const withdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: walletQueryKeys.withdrawals,
    queryFn: getWithdrawals,
    // The payout job moves withdrawals on by itself: look again now and then while one is on its way.
    refetchInterval: (query) => (inFlight(query.state.data) ? 30_000 : false),
  });

export const useWithdrawals = () => useQuery(withdrawalsQueryOptions());
