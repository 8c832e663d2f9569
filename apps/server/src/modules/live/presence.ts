import { LIVE_EVENTS, liveStreamTopic } from '@swapyard/domain';
import type { Logger } from '../../platform/logger.ts';
import type { PresenceBoard } from '../../platform/presence/index.ts';
import type { RealtimeHub } from '../../platform/realtime/index.ts';
import { publishToStream, type LiveDeps, type ViewerCounter } from './common.ts';
import * as streams from './queries/streams.ts';

/** Counts settle this long before they are published: a burst of joins is one update. */
const SETTLE_MS = 500;
const STREAM_TOPIC = /^stream:([0-9a-f-]{36})$/;

/** A stream this instance keeps counting: its streamer (not counted) and the total it last found. */
interface Watched {
  streamerId: string;
  lastTotal: number | undefined;
}

/**
 * Who is watching (docs/product/live.md "Viewers"): the sockets subscribed to a stream's topic on every instance,
 * the streamer's own not counted. Each instance reports its own sockets to the presence board (Redis with several
 * instances, decision 049) and adds the others' reports. A change is published on the stream's topic as
 * `live.viewers`, settled over SETTLE_MS, by the instance where it happened; at the board's refresh an instance
 * with sockets on a stream reports again and publishes the total if it moved since it last looked (another
 * instance stopped without withdrawing its count).
 */
export class StreamPresence implements ViewerCounter {
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly watched = new Map<string, Watched>();
  private refresher: ReturnType<typeof setInterval> | undefined;
  private unwatch: (() => void) | undefined;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly board: PresenceBoard,
    private readonly logger?: Logger,
  ) {}

  async counts(live: ReadonlyArray<{ id: string; streamerId: string }>): Promise<Map<string, number>> {
    const others = await this.othersOf(live.map((stream) => stream.id));
    return new Map(
      live.map((stream) => [
        stream.id,
        this.countHere(stream.id, stream.streamerId) + (others.get(stream.id) ?? 0),
      ]),
    );
  }

  /** Publishes counts as they change, through `deps` (the live module's, with its database and realtime). */
  start(deps: LiveDeps): void {
    this.unwatch = this.hub.watchSubscriptions((topic) => {
      const streamId = STREAM_TOPIC.exec(topic)?.[1];
      if (!streamId || this.pending.has(streamId)) return;
      const timer = setTimeout(() => {
        this.pending.delete(streamId);
        this.settle(deps, streamId, 'changed here');
      }, SETTLE_MS);
      timer.unref?.();
      this.pending.set(streamId, timer);
    });
    if (this.board.refreshMs === undefined) return;
    this.refresher = setInterval(() => {
      for (const streamId of this.watched.keys())
        if (!this.pending.has(streamId)) this.settle(deps, streamId, 'refresh');
    }, this.board.refreshMs);
    this.refresher.unref?.();
  }

  /** Stops counting; this instance's reports are withdrawn so the others' totals drop at once. */
  async stop(): Promise<void> {
    this.unwatch?.();
    clearInterval(this.refresher);
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    const streamIds = [...this.watched.keys()];
    this.watched.clear();
    await Promise.all(streamIds.map((streamId) => this.board.report(streamId, 0).catch(() => undefined)));
  }

  private countHere(streamId: string, streamerId: string): number {
    return this.hub.countSubscribers(liveStreamTopic(streamId), (socket) => socket.memberId !== streamerId);
  }

  private async othersOf(streamIds: string[]): Promise<Map<string, number>> {
    try {
      return await this.board.othersOf(streamIds);
    } catch (error) {
      // A count is a display: without the board, this instance's own viewers are still counted.
      this.logger?.warn({ err: error }, 'viewer counts of other instances not read');
      return new Map();
    }
  }

  private settle(deps: LiveDeps, streamId: string, why: 'changed here' | 'refresh'): void {
    this.publishCount(deps, streamId, why).catch((error: unknown) =>
      this.logger?.warn({ err: error, streamId }, 'viewer count not published'),
    );
  }

  private async publishCount(
    deps: LiveDeps,
    streamId: string,
    why: 'changed here' | 'refresh',
  ): Promise<void> {
    let watched = this.watched.get(streamId);
    if (!watched) {
      const stream = await streams.findStream(deps.db, streamId);
      if (!stream) return;
      watched = { streamerId: stream.streamerId, lastTotal: undefined };
      this.watched.set(streamId, watched);
    }
    const here = this.countHere(streamId, watched.streamerId);
    await this.board.report(streamId, here);
    const count = here + ((await this.othersOf([streamId])).get(streamId) ?? 0);
    // Kept while anyone here listens (the streamer too, who sees the count) or others still count viewers.
    if (this.hub.subscriberCount(liveStreamTopic(streamId)) === 0 && count === 0)
      this.watched.delete(streamId);
    // Another instance publishes its own changes, so only a refresh that finds a new total has news to tell.
    const news = why === 'changed here' || count !== watched.lastTotal;
    watched.lastTotal = count;
    if (!news) return;
    await publishToStream(deps, streamId, { type: LIVE_EVENTS.viewers, data: { count } });
  }
}
