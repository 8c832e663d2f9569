import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { LiveStream, StartStream } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/**
 * Go live. While the member is live already (the broadcast page reloaded) the server
 * answers the same stream under the new title.
 */
export function startLiveStream(input: StartStream): Promise<LiveStream> {
  return callEndpoint(liveEndpoints.startStream, { body: input });
}

export function useStartLiveStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLiveStream,
    onSuccess: (stream) => queryClient.setQueryData(liveQueryKeys.stream(stream.id), stream),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.streams }),
  });
}
