import { LIVE_EVENTS, LIVE_STREAMS_TOPIC } from '@swapyard/domain/live';
import { useQueryClient } from '@tanstack/react-query';
import { refetchFromNow } from '@/lib/live-query-cache';
import { useRealtime } from '@/lib/realtime';
import { liveQueryKeys } from './live-query-keys';

/**
 * Keeps /live current on the topic `live:streams` (anyone): a stream started or ended, an auction began or closed,
 * and the list is read again; also after anything may have been missed.
 */
export function useLiveListUpdates() {
  const queryClient = useQueryClient();
  const refetch = () => void refetchFromNow(queryClient, { queryKey: liveQueryKeys.streams });
  useRealtime(
    LIVE_STREAMS_TOPIC,
    (event) => {
      if (event.type === LIVE_EVENTS.streamsChanged) refetch();
    },
    { onCatchUp: refetch },
  );
}
