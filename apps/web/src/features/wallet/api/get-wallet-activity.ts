import {
  walletActivityListSchema,
  type WalletActivityFilter,
  type WalletActivityList,
} from '@swapyard/domain/wallet';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletQueryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 20;

/** GET /api/wallet/activity: the member's own ledger lines on the chosen wallets, newest first. */
export function getWalletActivity(
  wallet: WalletActivityFilter,
  cursor?: string,
): Promise<WalletActivityList> {
  const params = new URLSearchParams({ wallet, limit: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/wallet/activity?${params}`, walletActivityListSchema);
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
