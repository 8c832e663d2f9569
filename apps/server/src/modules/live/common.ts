import { LIVE_EVENTS, LIVE_STREAMS_TOPIC, LIVE_TEXTS, liveStreamTopic } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { isUuid } from '../../platform/pagination.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import type { Realtime, RealtimeEvent } from '../../platform/realtime/index.ts';
import type { SwapCircleHooks } from '../trades/index.ts';
import type { AuctionPriceFloors } from './price-floors.ts';
import * as streams from './queries/streams.ts';
import type { StreamRow } from './queries/streams.ts';

/** Who is watching streams right now: their `stream:{id}` subscribers other than the streamer (presence.ts). */
export interface ViewerCounter {
  counts(live: ReadonlyArray<{ id: string; streamerId: string }>): Promise<Map<string, number>>;
}

/** Closes auctions on time in this process (timers.ts); the durable job closes them if this process is gone. */
export interface AuctionTimers {
  schedule(auctionId: string, endsAt: Date): void;
  cancel(auctionId: string): void;
}

export interface LiveDeps {
  db: Db;
  /** Live updates, published after commit; without it (a job, a test) nothing is published. */
  realtime?: Realtime;
  logger?: Logger;
  viewers?: ViewerCounter;
  timers?: AuctionTimers;
  /** The prices this instance saw auctions reach, to refuse a bid that cannot lead without a round trip. */
  prices?: AuctionPriceFloors;
  /** Chat rate limits; without it, none. */
  rateLimitStore?: RateLimitStore;
  /** Which items are reserved for a swap circle (provided by circles); without it, none are. */
  circles?: SwapCircleHooks;
}

export const streamNotFound = () => new AppError('NOT_FOUND', LIVE_TEXTS.streamNotFound);
export const auctionNotFound = () => new AppError('NOT_FOUND', LIVE_TEXTS.auctionNotFound);
export const notStreamer = () => new AppError('FORBIDDEN', LIVE_TEXTS.notStreamer);
export const conflict = (message: string) => new AppError('CONFLICT', message);

export async function streamOr404(db: Db, streamId: string): Promise<StreamRow> {
  const stream = isUuid(streamId) ? await streams.findStream(db, streamId) : undefined;
  if (!stream) throw streamNotFound();
  return stream;
}

/** The stream, for its streamer only: 404 when it does not exist, 403 to anyone else. */
export async function ownStream(db: Db, userId: string, streamId: string): Promise<StreamRow> {
  const stream = await streamOr404(db, streamId);
  if (stream.streamerId !== userId) throw notStreamer();
  return stream;
}

async function publish(deps: LiveDeps, topic: string, event: RealtimeEvent): Promise<void> {
  try {
    await deps.realtime?.publish(topic, event);
  } catch (error) {
    // Committed already: viewers catch up when they resubscribe.
    deps.logger?.warn({ err: error, topic, event: event.type }, 'could not publish a live event');
  }
}

export const publishToStream = (deps: LiveDeps, streamId: string, event: RealtimeEvent) =>
  publish(deps, liveStreamTopic(streamId), event);

/** The /live list changed (a stream started or ended, an auction began or closed): its viewers refetch. */
export const publishStreamsChanged = (deps: LiveDeps) =>
  publish(deps, LIVE_STREAMS_TOPIC, { type: LIVE_EVENTS.streamsChanged });
