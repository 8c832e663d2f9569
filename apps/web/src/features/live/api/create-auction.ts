import { liveAuctionSchema, type CreateAuction, type LiveAuction } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyAuction, type AuctionBoard } from '../lib/auctions';
import { liveQueryKeys } from './live-query-keys';

/** POST /api/live/streams/{id}/auctions (201): the streamer puts an item up; it waits until started. */
export function createStreamAuction(streamId: string, input: CreateAuction): Promise<LiveAuction> {
  return apiRequest(`/live/streams/${encodeURIComponent(streamId)}/auctions`, liveAuctionSchema, {
    method: 'POST',
    body: input,
  });
}

export function useCreateStreamAuction(streamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAuction) => createStreamAuction(streamId, input),
    onSuccess: (auction) =>
      queryClient.setQueryData<AuctionBoard>(liveQueryKeys.auctions(streamId), (board) =>
        applyAuction(board, auction),
      ),
  });
}
