import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { LiveAuction } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { itemsQueryKey } from '@/lib/query-keys';
import { applyAuction, type AuctionBoard } from '../lib/auctions';
import { liveQueryKeys } from './live-query-keys';

/** Start the countdown, sell now to the highest bidder, or pass (end without a sale). */
export type AuctionAction = 'start' | 'sell' | 'pass';

const actionEndpoints = {
  start: liveEndpoints.startAuction,
  sell: liveEndpoints.sellAuction,
  pass: liveEndpoints.passAuction,
} as const;

/** The streamer starts, sells or passes an auction: the auction as it now stands. */
export function runAuctionAction(auctionId: string, action: AuctionAction): Promise<LiveAuction> {
  return callEndpoint(actionEndpoints[action], { params: { auctionId } });
}

export function useAuctionAction(streamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ auctionId, action }: { auctionId: string; action: AuctionAction }) =>
      runAuctionAction(auctionId, action),
    onSuccess: (auction, { action }) => {
      queryClient.setQueryData<AuctionBoard>(liveQueryKeys.auctions(streamId), (board) =>
        applyAuction(board, auction),
      );
      // A sold item leaves the streamer's available items.
      if (action === 'sell') void queryClient.invalidateQueries({ queryKey: itemsQueryKey });
    },
  });
}
