import { LIVE_EVENTS, liveStreamTopic, type LiveMessageList, type LiveStream } from '@swapyard/domain/live';
import { useQueryClient } from '@tanstack/react-query';
import { refetchFromNow } from '@/lib/live-query-cache';
import { useRealtime } from '@/lib/realtime';
import { applyAuction, missesReserve, type AuctionBoard } from '../lib/auctions';
import { addChatMessage, removeChatMessage } from '../lib/chat';
import { withStatus, withViewerCount } from '../lib/stream-events';
import { liveQueryKeys } from './live-query-keys';

/**
 * Keeps a stream's page current on its topic `stream:{id}` (anyone may listen, visitors too): chat messages added
 * and removed, auctions moved, the viewer count and the stream's status patched into the caches as events arrive,
 * without polling. Whenever events may have been missed (the first subscription, a reconnect) the stream, its chat
 * and its auctions are read again. The events carry the public view of an auction: the streamer's page reads the
 * list again when that leaves it without a reserve price (`isStreamer`). `onStatus` hears the stream go live again
 * (the streamer reloaded) or end.
 */
export function useStreamUpdates(
  streamId: string | null,
  {
    isStreamer = false,
    onStatus,
  }: { isStreamer?: boolean; onStatus?: (status: LiveStream['status']) => void } = {},
) {
  const queryClient = useQueryClient();
  useRealtime(
    streamId ? liveStreamTopic(streamId) : null,
    (event) => {
      if (!streamId) return;
      switch (event.type) {
        case LIVE_EVENTS.message:
          queryClient.setQueryData<LiveMessageList>(liveQueryKeys.messages(streamId), (list) =>
            list ? addChatMessage(list, event.data) : list,
          );
          break;
        case LIVE_EVENTS.messageRemoved:
          queryClient.setQueryData<LiveMessageList>(liveQueryKeys.messages(streamId), (list) =>
            removeChatMessage(list, event.data.id),
          );
          break;
        case LIVE_EVENTS.auction: {
          const auction = event.data;
          const key = liveQueryKeys.auctions(streamId);
          const apply = () =>
            queryClient.setQueryData<AuctionBoard>(key, (current) => applyAuction(current, auction));
          const board = apply();
          // A read of the list in flight (the page opening, a catch-up) may have been answered before this change:
          // landing after the event it would undo it (an auction just started shown as waiting, with no
          // countdown), so the event is applied again on top of that answer; applyAuction keeps the newer state.
          if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) {
            void queryClient
              .refetchQueries({ queryKey: key, exact: true }, { cancelRefetch: false })
              .then(apply, () => undefined);
          }
          if (isStreamer && missesReserve(board, auction.id)) {
            void queryClient.invalidateQueries({ queryKey: key });
          }
          break;
        }
        case LIVE_EVENTS.viewers: {
          const { count } = event.data;
          queryClient.setQueryData<LiveStream>(liveQueryKeys.stream(streamId), (stream) =>
            withViewerCount(stream, count),
          );
          break;
        }
        case LIVE_EVENTS.stream: {
          const { status } = event.data;
          queryClient.setQueryData<LiveStream>(liveQueryKeys.stream(streamId), (stream) =>
            withStatus(stream, status, new Date().toISOString()),
          );
          onStatus?.(status);
          break;
        }
      }
    },
    {
      onCatchUp: () => {
        if (streamId) void refetchFromNow(queryClient, { queryKey: liveQueryKeys.stream(streamId) });
      },
    },
  );
}
