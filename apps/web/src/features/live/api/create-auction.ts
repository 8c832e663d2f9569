import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { CreateAuction, LiveAuction } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { applyAuction, type AuctionBoard } from '../lib/auctions';
import { liveQueryKeys } from './live-query-keys';

/** The streamer puts an item up; it waits until started. */
export function createStreamAuction(streamId: string, input: CreateAuction): Promise<LiveAuction> {
  return callEndpoint(liveEndpoints.createAuction, { params: { streamId }, body: input });
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
