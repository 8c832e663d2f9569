import { liveStreamSchema, type LiveStream } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** POST /api/live/streams/{id}/end: End Stream; auctions not closed yet are passed (docs/product/live.md). */
export function endLiveStream(id: string): Promise<LiveStream> {
  return apiRequest(`/live/streams/${encodeURIComponent(id)}/end`, liveStreamSchema, { method: 'POST' });
}

export function useEndLiveStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endLiveStream,
    onSuccess: (stream) => queryClient.setQueryData(liveQueryKeys.stream(stream.id), stream),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.streams }),
  });
}
