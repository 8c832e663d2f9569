import { liveStreamTopic, type LiveMessageList, type LiveStream } from '@swapyard/domain/live';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '@/lib/realtime';
import { applyAuction, missesReserve, type AuctionBoard } from '../lib/auctions';
import { addChatMessage, removeChatMessage } from '../lib/chat';
import { readStreamEvent, withStatus, withViewerCount } from '../lib/stream-events';
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
    (raw) => {
      if (!streamId) return;
      const event = readStreamEvent(raw);
      if (!event) return;
      switch (event.type) {
        case 'message':
          queryClient.setQueryData<LiveMessageList>(liveQueryKeys.messages(streamId), (list) =>
            list ? addChatMessage(list, event.message) : list,
          );
          break;
        case 'messageRemoved':
          queryClient.setQueryData<LiveMessageList>(liveQueryKeys.messages(streamId), (list) =>
            removeChatMessage(list, event.id),
          );
          break;
        case 'auction': {
          const key = liveQueryKeys.auctions(streamId);
          const board = queryClient.setQueryData<AuctionBoard>(key, (current) =>
            applyAuction(current, event.auction),
          );
          if (isStreamer && missesReserve(board, event.auction.id)) {
            void queryClient.invalidateQueries({ queryKey: key });
          }
          break;
        }
        case 'viewers':
          queryClient.setQueryData<LiveStream>(liveQueryKeys.stream(streamId), (stream) =>
            withViewerCount(stream, event.count),
          );
          break;
        case 'stream':
          queryClient.setQueryData<LiveStream>(liveQueryKeys.stream(streamId), (stream) =>
            withStatus(stream, event.status, new Date().toISOString()),
          );
          onStatus?.(event.status);
          break;
      }
    },
    {
      onCatchUp: () => {
        if (streamId) void queryClient.invalidateQueries({ queryKey: liveQueryKeys.stream(streamId) });
      },
    },
  );
}
