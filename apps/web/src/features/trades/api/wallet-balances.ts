import type { WalletBalances } from '@swapyard/domain/trades';
import { useQuery } from '@tanstack/react-query';
import { walletSummaryQueryOptions } from '@/features/wallet';

/** The member's spendable credit and cash (held amounts excluded), for the offer builders' payment step. */
export function useWalletBalances(enabled = true) {
  const query = useQuery({ ...walletSummaryQueryOptions(), enabled });
  const balances: WalletBalances | undefined = query.data
    ? { creditCents: query.data.creditCents, cashCents: query.data.cashCents }
    : undefined;
  return { ...query, balances };
}
