import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { toAuctionBoard, type AuctionBoard } from '../lib/auctions';
import { liveQueryKeys } from './live-query-keys';

/**
 * The stream's running and waiting auctions, the latest closed ones and the server's clock, read against this
 * device's clock at receipt (anyone; the streamer also sees reserve prices).
 */
export async function getStreamAuctions(streamId: string): Promise<AuctionBoard> {
  const sentAt = Date.now();
  const list = await callEndpoint(liveEndpoints.listAuctions, { params: { streamId } });
  return toAuctionBoard(list, sentAt, Date.now());
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
