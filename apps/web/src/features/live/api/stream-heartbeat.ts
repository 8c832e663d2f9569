import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import { STREAM_HEARTBEAT_SECONDS, type LiveStream } from '@swapyard/domain/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** The broadcast page is still open: answers the stream as it stands. */
export function sendStreamHeartbeat(id: string): Promise<LiveStream> {
  return callEndpoint(liveEndpoints.heartbeat, { params: { streamId: id } });
}

/**
 * While the broadcast page shows a live stream, tells the server every STREAM_HEARTBEAT_SECONDS that it is still
 * open: a stream that goes quiet for STREAM_GRACE_SECONDS ends by itself (docs/product/live.md). The answer is the
 * stream as it stands, so a stream the server ended meanwhile (the computer slept) shows as ended.
 */
export function useStreamHeartbeat(streamId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!streamId) return;
    const beat = () =>
      sendStreamHeartbeat(streamId).then(
        (stream) => queryClient.setQueryData(liveQueryKeys.stream(stream.id), stream),
        // A missed beat is not fatal: the next one is 15 s away and the grace period is 60 s.
        () => undefined,
      );
    const timer = setInterval(beat, STREAM_HEARTBEAT_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [streamId, queryClient]);
}
