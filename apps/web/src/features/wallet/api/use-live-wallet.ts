import { useQueryClient } from '@tanstack/react-query';
import { refetchFromNow } from '@/lib/live-query-cache';
import { useRealtime } from '@/lib/realtime';
import { movesMoney } from '../lib/moves-money';
import { walletQueryKeys } from '@/lib/query-keys';

/**
 * Keeps the wallet figures as current as the bell: money moves with an event on the member's topic `user:{id}`
 * (the 'Funds added' notification of a top-up paid in the checkout tab, a payout, an offer sent, accepted or
 * declined), so such an event refetches the wallet, and so does a catch-up (subscription confirmed, reconnect) for whatever was missed. Other events
 * on that topic (a direct message, someone typing, a read receipt) leave it alone: see `movesMoney`.
 */
export function useLiveWallet(userId: string | null) {
  const queryClient = useQueryClient();
  const refetch = () => void refetchFromNow(queryClient, { queryKey: walletQueryKeys.all });
  useRealtime(
    userId ? `user:${userId}` : null,
    (event) => {
      if (movesMoney(event)) refetch();
    },
    { onCatchUp: refetch },
  );
}
