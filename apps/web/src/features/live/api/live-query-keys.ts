import { itemsQueryKey } from '@/lib/query-keys';

/**
 * The live feature's query keys. A stream's chat and auctions sit under the stream's own key, so a catch-up can
 * refresh all three with one invalidation; the items a streamer can auction sit under the items key, so listing or
 * editing an item anywhere refreshes the auction manager's choice.
 */
export const liveQueryKeys = {
  all: ['live'] as const,
  streams: ['live', 'streams'] as const,
  stream: (id: string) => ['live', 'stream', id] as const,
  messages: (id: string) => ['live', 'stream', id, 'messages'] as const,
  auctions: (id: string) => ['live', 'stream', id, 'auctions'] as const,
  auctionableItems: [...itemsQueryKey, 'live-auctionable'] as const,
  iceServers: ['live', 'ice-servers'] as const,
};
