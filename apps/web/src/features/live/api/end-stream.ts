import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { LiveStream } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** End Stream; auctions not closed yet are passed (docs/product/live.md). */
export function endLiveStream(id: string): Promise<LiveStream> {
  return callEndpoint(liveEndpoints.endStream, { params: { streamId: id } });
}

export function useEndLiveStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endLiveStream,
    onSuccess: (stream) => queryClient.setQueryData(liveQueryKeys.stream(stream.id), stream),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.streams }),
  });
}
