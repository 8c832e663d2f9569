import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { LiveAuction, PlaceBid } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { walletQueryKeys } from '@/lib/query-keys';
import { applyAuction, type AuctionBoard } from '../lib/auctions';
import { liveQueryKeys } from './live-query-keys';

/**
 * A bid (201), with or without a maximum, or the leader's maximum raised: the maximum is held from the bidder's
 * wallet until they are outbid or the auction closes. The answer says who leads: a maximum already higher beats a
 * bid the moment it is placed. 400 'Invalid Bid' texts, 409 when the wallet cannot cover it or the auction is not
 * running.
 */
export function placeLiveBid(auctionId: string, bid: PlaceBid): Promise<LiveAuction> {
  return callEndpoint(liveEndpoints.placeBid, { params: { auctionId }, body: bid });
}

export function usePlaceLiveBid(streamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ auctionId, ...bid }: { auctionId: string } & PlaceBid) => placeLiveBid(auctionId, bid),
    onSuccess: (auction) => {
      queryClient.setQueryData<AuctionBoard>(liveQueryKeys.auctions(streamId), (board) =>
        applyAuction(board, auction),
      );
      // The bid's money is on hold now (and an earlier bid's released).
      void queryClient.invalidateQueries({ queryKey: walletQueryKeys.all });
    },
  });
}
