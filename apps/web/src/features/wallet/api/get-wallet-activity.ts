import { walletEndpoints } from '@swapyard/domain/endpoints/wallet';
import type { WalletActivityFilter, WalletActivityList } from '@swapyard/domain/wallet';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { walletQueryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 20;

/** The member's own ledger lines on the chosen wallets, newest first. */
export function getWalletActivity(
  wallet: WalletActivityFilter,
  cursor?: string,
): Promise<WalletActivityList> {
  return callEndpoint(walletEndpoints.activity, {
    query: { wallet, limit: PAGE_SIZE, cursor: cursor || undefined },
  });
}

export const walletActivityQueryOptions = (wallet: WalletActivityFilter) =>
  infiniteQueryOptions({
    queryKey: walletQueryKeys.activity(wallet),
    queryFn: ({ pageParam }) => getWalletActivity(wallet, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useWalletActivity = (wallet: WalletActivityFilter) =>
  useInfiniteQuery(walletActivityQueryOptions(wallet));
