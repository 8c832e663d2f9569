import { liveStreamSchema, type LiveStream, type StartStream } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/**
 * POST /api/live/streams: go live. While the member is live already (the broadcast page reloaded) the server
 * answers the same stream under the new title.
 */
export function startLiveStream(input: StartStream): Promise<LiveStream> {
  return apiRequest('/live/streams', liveStreamSchema, { method: 'POST', body: input });
}

export function useStartLiveStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLiveStream,
    onSuccess: (stream) => queryClient.setQueryData(liveQueryKeys.stream(stream.id), stream),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.streams }),
  });
}
