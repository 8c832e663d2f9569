import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { LiveMessageList } from '@swapyard/domain/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** The stream's newest 50 chat messages, newest first, and its message count (anyone). */
export function getStreamMessages(streamId: string): Promise<LiveMessageList> {
  return callEndpoint(liveEndpoints.listMessages, { params: { streamId } });
}

export const streamMessagesQueryOptions = (streamId: string) =>
  queryOptions({
    queryKey: liveQueryKeys.messages(streamId),
    queryFn: () => getStreamMessages(streamId),
    // Kept current by the stream's events; refetched on catch-up.
    staleTime: Infinity,
  });

export const useStreamMessages = (streamId: string) => useQuery(streamMessagesQueryOptions(streamId));
