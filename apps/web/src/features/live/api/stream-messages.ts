import { liveMessageListSchema, type LiveMessageList } from '@swapyard/domain/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** GET /api/live/streams/{id}/messages: the newest 50, newest first, and the stream's message count (anyone). */
export function getStreamMessages(streamId: string): Promise<LiveMessageList> {
  return apiRequest(`/live/streams/${encodeURIComponent(streamId)}/messages`, liveMessageListSchema);
}

export const streamMessagesQueryOptions = (streamId: string) =>
  queryOptions({
    queryKey: liveQueryKeys.messages(streamId),
    queryFn: () => getStreamMessages(streamId),
    // Kept current by the stream's events; refetched on catch-up.
    staleTime: Infinity,
  });

export const useStreamMessages = (streamId: string) => useQuery(streamMessagesQueryOptions(streamId));
