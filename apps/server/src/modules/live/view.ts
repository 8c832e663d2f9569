import { RECENT_BIDS_SHOWN, type LiveAuction, type LiveMessage, type LiveStream } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { ViewerCounter } from './common.ts';
import * as auctions from './queries/auctions.ts';
import type { AuctionRow } from './queries/auctions.ts';
import type { MessageWithSender } from './queries/chat.ts';
import type { StreamWithStreamer } from './queries/streams.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toMessage(row: MessageWithSender): LiveMessage {
  return {
    id: row.id,
    streamId: row.streamId,
    sender: row.sender,
    message: row.message,
    type: row.messageType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Auctions as `viewerId` sees them: only the seller sees the reserve price, only the leader their maximum. */
export async function toAuctions(
  db: Db,
  rows: AuctionRow[],
  viewerId: string | null,
): Promise<LiveAuction[]> {
  const ids = rows.map((row) => row.id);
  // Two statements, whatever the number of auctions: the items, and the highest bids with their bidders. The winner
  // is the leading bid's bidder, so among the highest bids; the auction row counts its bids.
  const [itemsById, bids] = await Promise.all([
    auctions.auctionItems(
      db,
      rows.map((row) => row.itemId),
    ),
    auctions.topBids(db, ids, RECENT_BIDS_SHOWN),
  ]);
  return rows.map((row) => {
    const item = itemsById.get(row.itemId);
    const reserve = row.reservePriceCents;
    const ownBids = bids.filter((bid) => bid.auctionId === row.id);
    const viewerLeads = viewerId !== null && row.winnerId === viewerId;
    return {
      id: row.id,
      streamId: row.streamId,
      item: {
        id: row.itemId,
        title: item?.title ?? '',
        photos: item?.photos ?? [],
        condition: item?.condition ?? 'good',
        size: item?.size ?? null,
      },
      startingPriceCents: row.startingPriceCents,
      currentPriceCents: row.currentPriceCents,
      reservePriceCents: viewerId === row.sellerId ? reserve : null,
      hasReserve: reserve !== null,
      reserveMet: reserve === null || (row.winnerId !== null && row.currentPriceCents >= reserve),
      durationSeconds: row.durationSeconds,
      suddenDeath: row.suddenDeath,
      status: row.status,
      startedAt: iso(row.startedAt),
      endsAt: iso(row.endsAt),
      endedAt: iso(row.endedAt),
      winner: ownBids.find((bid) => bid.isWinning && bid.bidderId === row.winnerId)?.bidder ?? null,
      bidCount: row.bidCount,
      recentBids: ownBids.map((bid) => ({
        id: bid.id,
        bidder: bid.bidder,
        amountCents: bid.amountCents,
        isWinning: bid.isWinning,
        createdAt: bid.createdAt.toISOString(),
      })),
      myMaxCents: viewerLeads ? (ownBids.find((bid) => bid.isWinning)?.maxCents ?? null) : null,
    };
  });
}

export async function toStreams(
  db: Db,
  rows: StreamWithStreamer[],
  viewers: ViewerCounter | undefined,
): Promise<LiveStream[]> {
  const active = await auctions.activeAuctionsOf(
    db,
    rows.map((row) => row.id),
  );
  const itemsById = await auctions.auctionItems(
    db,
    active.map((auction) => auction.itemId),
  );
  const viewerCounts =
    (await viewers?.counts(
      rows.filter((row) => row.status === 'live').map((row) => ({ id: row.id, streamerId: row.streamerId })),
    )) ?? new Map<string, number>();
  return rows.map((row) => {
    const auction = active.find((candidate) => candidate.streamId === row.id);
    const item = auction ? itemsById.get(auction.itemId) : undefined;
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      streamer: row.streamer,
      viewerCount: viewerCounts.get(row.id) ?? 0,
      startedAt: row.createdAt.toISOString(),
      endedAt: iso(row.endedAt),
      activeAuction: auction
        ? {
            id: auction.id,
            itemTitle: item?.title ?? '',
            itemPhoto: item?.photos[0]?.url ?? null,
            currentPriceCents: auction.currentPriceCents,
            endsAt: iso(auction.endsAt),
          }
        : null,
    };
  });
}
