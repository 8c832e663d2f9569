import { liveAuctionListSchema } from '@swapyard/domain/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toAuctionBoard, type AuctionBoard } from '../lib/auctions';
import { liveQueryKeys } from './live-query-keys';

/**
 * GET /api/live/streams/{id}/auctions: the running and waiting auctions, the latest closed ones and the server's
 * clock, read against this device's clock at receipt (anyone; the streamer also sees reserve prices).
 */
export async function getStreamAuctions(streamId: string): Promise<AuctionBoard> {
  const list = await apiRequest(
    `/live/streams/${encodeURIComponent(streamId)}/auctions`,
    liveAuctionListSchema,
  );
  return toAuctionBoard(list, Date.now());
}

export const streamAuctionsQueryOptions = (streamId: string) =>
  queryOptions({
    queryKey: liveQueryKeys.auctions(streamId),
    queryFn: () => getStreamAuctions(streamId),
    // Kept current by the stream's events; refetched on catch-up.
    staleTime: Infinity,
  });

export const useStreamAuctions = (streamId: string | null) =>
  useQuery({ ...streamAuctionsQueryOptions(streamId ?? ''), enabled: !!streamId });
