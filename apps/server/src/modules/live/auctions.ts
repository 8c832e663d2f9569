import { z } from 'zod';
import {
  CIRCLE_TEXTS,
  LIVE_EVENTS,
  LIVE_TEXTS,
  RECENT_AUCTIONS_SHOWN,
  type CreateAuctionInput,
  type LiveAuction,
  type LiveAuctionList,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { enqueue, handleJob, jobKind, type JobDefinition } from '../../platform/jobs/index.ts';
import { isUuid } from '../../platform/pagination.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import { itemTradeGuard } from '../trades/index.ts';
import {
  auctionNotFound,
  conflict,
  notStreamer,
  ownStream,
  publishStreamsChanged,
  publishToStream,
  streamOr404,
  type LiveDeps,
} from './common.ts';
import * as auctions from './queries/auctions.ts';
import type { AuctionRow } from './queries/auctions.ts';
import * as streams from './queries/streams.ts';
import { closeAuction, type Closing } from './closing.ts';
import { toAuctions } from './view.ts';

/** Closes an auction at its end if no process's timer did first (a restart, a crash). */
export const AUCTION_CLOSE_JOB = 'live.auction_close';
export const auctionCloseJob = jobKind(AUCTION_CLOSE_JOB, z.object({ auctionId: z.string() }));

/** Publishes each auction's public view (no reserve price) on its stream after commit. */
export async function publishAuctions(deps: LiveDeps, rows: AuctionRow[]): Promise<void> {
  for (const ended of rows.filter((row) => row.endedAt !== null)) deps.prices?.forget(ended.id);
  if (rows.length === 0 || !deps.realtime) return;
  for (const auction of await toAuctions(deps.db, rows, null)) {
    await publishToStream(deps, auction.streamId, { type: LIVE_EVENTS.auction, data: auction });
  }
}

async function one(deps: LiveDeps, row: AuctionRow, viewerId: string): Promise<LiveAuction> {
  const [auction] = await toAuctions(deps.db, [row], viewerId);
  return auction!;
}

/** GET /api/live/streams/{id}/auctions: the running and waiting auctions, and the latest closed ones. */
export async function listAuctions(
  deps: LiveDeps,
  viewerId: string | null,
  streamId: string,
): Promise<LiveAuctionList> {
  const stream = await streamOr404(deps.db, streamId);
  const [open, recent] = await Promise.all([
    auctions.openAuctions(deps.db, stream.id),
    auctions.recentEndedAuctions(deps.db, stream.id, RECENT_AUCTIONS_SHOWN),
  ]);
  return {
    open: await toAuctions(deps.db, open, viewerId),
    recent: await toAuctions(deps.db, recent, viewerId),
    serverTime: new Date().toISOString(),
  };
}

/**
 * POST /api/live/streams/{id}/auctions: the streamer puts one of their items up. It must be theirs, available, not
 * private, not in a pending trade and not in another open auction (a unique index is the last word on that).
 */
export async function createAuction(
  deps: LiveDeps,
  userId: string,
  streamId: string,
  input: CreateAuctionInput,
): Promise<LiveAuction> {
  const stream = await ownStream(deps.db, userId, streamId);
  const row = await deps.db.transaction(async (tx) => {
    const locked = await streams.lockStream(tx, stream.id);
    if (locked?.status !== 'live') throw conflict(LIVE_TEXTS.streamEndedDescription);
    const item = isUuid(input.itemId) ? await auctions.lockItem(tx, input.itemId) : undefined;
    if (!item || item.userId !== userId || item.status !== 'available') {
      throw conflict(LIVE_TEXTS.itemNotAuctionable);
    }
    if (item.visibility === 'private') throw conflict(LIVE_TEXTS.itemPrivate);
    await itemTradeGuard.assertNotInPendingTrade(tx, item.id);
    if (((await deps.circles?.reservedAmong(tx, [item.id])) ?? []).length > 0) {
      throw conflict(CIRCLE_TEXTS.reserved);
    }
    try {
      return await auctions.insertAuction(tx, {
        streamId: stream.id,
        sellerId: userId,
        itemId: item.id,
        startingPriceCents: input.startingPriceCents,
        currentPriceCents: input.startingPriceCents,
        reservePriceCents: input.reservePriceCents,
        durationSeconds: input.durationSeconds,
        suddenDeath: input.suddenDeath,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(LIVE_TEXTS.itemNotAuctionable);
      throw error;
    }
  });
  await publishAuctions(deps, [row]);
  return one(deps, row, userId);
}

/** The auction, for its seller only. */
async function sellersAuction(db: Db, userId: string, auctionId: string): Promise<AuctionRow> {
  const auction = isUuid(auctionId) ? await auctions.findAuction(db, auctionId) : undefined;
  if (!auction) throw auctionNotFound();
  if (auction.sellerId !== userId) throw notStreamer();
  return auction;
}

/**
 * POST /api/live/auctions/{id}/start: the countdown starts on the server's clock (ends_at = now + duration). One
 * auction runs per stream at a time (a unique index); the close job is written in the same transaction.
 */
export async function startAuction(deps: LiveDeps, userId: string, auctionId: string): Promise<LiveAuction> {
  const seen = await sellersAuction(deps.db, userId, auctionId);
  const row = await deps.db.transaction(async (tx) => {
    const stream = await streams.lockStream(tx, seen.streamId);
    if (stream?.status !== 'live') throw conflict(LIVE_TEXTS.streamEndedDescription);
    const auction = (await auctions.lockAuction(tx, seen.id))!;
    if (auction.status !== 'pending') throw conflict(LIVE_TEXTS.auctionStartFailed);
    const item = await auctions.lockItem(tx, auction.itemId);
    if (!item || item.userId !== userId || item.status !== 'available') {
      throw conflict(LIVE_TEXTS.itemNotAuctionable);
    }
    const now = new Date();
    const endsAt = new Date(now.getTime() + auction.durationSeconds * 1000);
    let started: AuctionRow;
    try {
      started = await auctions.updateAuction(tx, auction.id, { status: 'active', startedAt: now, endsAt });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(LIVE_TEXTS.anotherAuctionActive);
      throw error;
    }
    await enqueue(
      tx,
      auctionCloseJob,
      { auctionId: auction.id },
      { runAt: endsAt, dedupeKey: `${AUCTION_CLOSE_JOB}:${auction.id}` },
    );
    return started;
  });
  deps.timers?.schedule(row.id, row.endsAt!);
  await publishAuctions(deps, [row]);
  await publishStreamsChanged(deps);
  return one(deps, row, userId);
}

/** After a close committed: timers, viewers, the /live list and the parties' notifications. */
async function afterClose(deps: LiveDeps, closing: Closing): Promise<void> {
  deps.timers?.cancel(closing.auction.id);
  await publishAuctions(deps, [closing.auction]);
  await publishStreamsChanged(deps);
  await closing.publish(deps);
}

/**
 * POST /api/live/auctions/{id}/sell and /pass: the streamer ends the running auction now, sold to the highest
 * bidder or passed. Exactly once: the auction row is locked and only an active auction moves.
 */
export async function endAuctionNow(
  deps: LiveDeps,
  userId: string,
  auctionId: string,
  how: 'sell' | 'pass',
): Promise<LiveAuction> {
  const seen = await sellersAuction(deps.db, userId, auctionId);
  const closing = await deps.db.transaction((tx) => closeAuction(tx, seen.id, how));
  if (!closing || 'retryAt' in closing)
    throw conflict(notRunning((await auctions.findAuction(deps.db, seen.id))!));
  await afterClose(deps, closing);
  return one(deps, closing.auction, userId);
}

/** Why Sell or Pass found the auction not running: what became of it. */
function notRunning(auction: AuctionRow): string {
  if (auction.status === 'pending') return LIVE_TEXTS.auctionNotStartedToEnd;
  if (auction.status === 'sold') return LIVE_TEXTS.auctionAlreadySold;
  if (auction.status === 'passed') return LIVE_TEXTS.auctionAlreadyPassed;
  return LIVE_TEXTS.auctionEndFailed;
}

/** The timer or the job: closes the auction if its end has come, else says when to look again. */
export async function closeDueAuction(deps: LiveDeps, auctionId: string): Promise<void | { retryAt: Date }> {
  const result = await deps.db.transaction((tx) => closeAuction(tx, auctionId, 'due'));
  if (!result) return;
  if ('retryAt' in result) return result;
  await afterClose(deps, result);
}

/** In the stream's ending transaction: every auction not closed is passed, its money released. */
export async function endOpenAuctions(tx: Db, streamId: string): Promise<AuctionRow[]> {
  const passed: AuctionRow[] = [];
  for (const open of await auctions.openAuctions(tx, streamId)) {
    const closing = await closeAuction(tx, open.id, 'stream_ended');
    if (closing && !('retryAt' in closing)) passed.push(closing.auction);
  }
  return passed;
}

export function auctionJobs(deps: Omit<LiveDeps, 'db'>): JobDefinition[] {
  return [handleJob(auctionCloseJob, (db, { auctionId }) => closeDueAuction({ ...deps, db }, auctionId))];
}
