import { z } from 'zod';
import {
  LIVE_EVENTS,
  STREAM_GRACE_SECONDS,
  type LiveStream,
  type LiveStreamList,
  type StartStream,
} from '@swapyard/domain';
import { enqueue, handleJob, jobKind, type JobDefinition } from '../../platform/jobs/index.ts';
import { endOpenAuctions, publishAuctions } from './auctions.ts';
import { ownStream, publishStreamsChanged, publishToStream, streamOr404, type LiveDeps } from './common.ts';
import * as auctions from './queries/auctions.ts';
import * as streams from './queries/streams.ts';
import type { StreamRow } from './queries/streams.ts';
import { toStreams } from './view.ts';

/** Ends a stream whose broadcast page went quiet (closed tab, lost network) once the grace period is over. */
export const STREAM_WATCHDOG_JOB = 'live.stream_watchdog';
export const streamWatchdogJob = jobKind(STREAM_WATCHDOG_JOB, z.object({ streamId: z.string() }));
const GRACE_MS = STREAM_GRACE_SECONDS * 1000;
/** The /live page lists at most this many streams. */
const LIVE_LIST_LIMIT = 100;

const watchdogAt = (stream: Pick<StreamRow, 'lastSeenAt'>) =>
  new Date(stream.lastSeenAt.getTime() + GRACE_MS);

/** The live module's dependencies, and what closes a stream's video room when it ends. */
export type StreamEndDeps = LiveDeps & { onStreamEnded?: (streamId: string) => Promise<void> };

async function view(deps: LiveDeps, row: StreamRow): Promise<LiveStream> {
  const [withStreamer] = await streams.streamsWithStreamer(deps.db, [row.id]);
  const [stream] = await toStreams(deps.db, [withStreamer!], deps.viewers);
  return stream!;
}

/**
 * POST /api/live/streams: go live. A member is live in one stream at a time: going live again while live (a reload
 * of the broadcast page) continues that stream under the new title.
 */
export async function startStream(deps: LiveDeps, userId: string, input: StartStream): Promise<LiveStream> {
  const { row, started } = await deps.db.transaction(async (tx) => {
    const current = await streams.liveStreamOf(tx, userId);
    if (current) return { row: await streams.updateTitle(tx, current.id, input.title), started: false };
    const created = await streams.insertStream(tx, userId, input.title);
    await enqueue(
      tx,
      streamWatchdogJob,
      { streamId: created.id },
      { runAt: watchdogAt(created), dedupeKey: `${STREAM_WATCHDOG_JOB}:${created.id}` },
    );
    return { row: created, started: true };
  });
  if (started) await publishStreamsChanged(deps);
  else await publishToStream(deps, row.id, { type: LIVE_EVENTS.stream, data: { status: row.status } });
  return view(deps, row);
}

/** POST /api/live/streams/{id}/heartbeat: the broadcast page is still open. */
export async function heartbeat(deps: LiveDeps, userId: string, streamId: string): Promise<LiveStream> {
  const stream = await ownStream(deps.db, userId, streamId);
  const touched = await streams.touchStream(deps.db, stream.id, userId);
  return view(deps, touched ?? stream);
}

/**
 * Ends the stream for everyone: auctions that have not closed are passed (their bids' money released), then
 * viewers are told. Ending an ended stream does nothing. `onStreamEnded` (the video room's teardown) runs after
 * commit.
 */
async function finish(deps: StreamEndDeps, streamId: string) {
  const ended = await deps.db.transaction(async (tx) => {
    const locked = await streams.lockStream(tx, streamId);
    if (locked?.status !== 'live') return undefined;
    const passed = await endOpenAuctions(tx, streamId);
    const row = await streams.endStream(tx, streamId);
    return row && { row, passed };
  });
  if (!ended) return undefined;
  for (const auction of ended.passed) deps.timers?.cancel(auction.id);
  await publishAuctions(deps, ended.passed);
  await publishToStream(deps, streamId, { type: LIVE_EVENTS.stream, data: { status: 'ended' } });
  await publishStreamsChanged(deps);
  try {
    await deps.onStreamEnded?.(streamId);
  } catch (error) {
    deps.logger?.warn({ err: error, streamId }, 'live video room not closed');
  }
  return ended.row;
}

/** POST /api/live/streams/{id}/end: the streamer's End Stream. */
export async function endStream(deps: StreamEndDeps, userId: string, streamId: string): Promise<LiveStream> {
  const stream = await ownStream(deps.db, userId, streamId);
  const ended = await finish(deps, stream.id);
  return view(deps, ended ?? (await streamOr404(deps.db, stream.id)));
}

/** A member was suspended (docs/product/moderation.md): their live stream, if any, ends for everyone. */
export async function endStreamOf(deps: StreamEndDeps, memberId: string): Promise<void> {
  const stream = await streams.liveStreamOf(deps.db, memberId);
  if (stream) await finish(deps, stream.id);
}

/** GET /api/live/streams: who is live now, and the page's figures. */
export async function listStreams(deps: LiveDeps, now = new Date()): Promise<LiveStreamList> {
  const rows = await streams.listLiveStreams(deps.db, LIVE_LIST_LIMIT);
  const list = await toStreams(deps.db, rows, deps.viewers);
  const startOfDay = new Date(now);
  startOfDay.setUTCHours(0, 0, 0, 0);
  return {
    streams: list,
    stats: {
      liveNow: await streams.countLiveStreams(deps.db),
      watching: list.reduce((sum, stream) => sum + stream.viewerCount, 0),
      soldToday: await auctions.soldSince(deps.db, startOfDay),
    },
  };
}

/** GET /api/live/streams/{id}: a stream, live or ended, for anyone. */
export async function getStream(deps: LiveDeps, streamId: string): Promise<LiveStream> {
  return view(deps, await streamOr404(deps.db, streamId));
}

/** The watchdog: ends a stream silent past the grace period, else looks again when it would be. */
export function streamJobs(deps: Omit<StreamEndDeps, 'db'>): JobDefinition[] {
  return [
    handleJob(streamWatchdogJob, async (db, { streamId }) => {
      const stream = await streams.findStream(db, streamId);
      if (stream?.status !== 'live') return;
      const due = watchdogAt(stream);
      if (due.getTime() > Date.now()) return { retryAt: due };
      await finish({ ...deps, db }, streamId);
    }),
  ];
}
