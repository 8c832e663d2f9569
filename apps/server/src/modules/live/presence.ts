import { LIVE_EVENTS, liveStreamTopic } from '@swapyard/domain';
import type { Logger } from '../../platform/logger.ts';
import type { RealtimeHub } from '../../platform/realtime/index.ts';
import { publishToStream, type LiveDeps, type ViewerCounter } from './common.ts';
import * as streams from './queries/streams.ts';

/** Counts settle this long before they are published: a burst of joins is one update. */
const SETTLE_MS = 500;
const STREAM_TOPIC = /^stream:([0-9a-f-]{36})$/;

/**
 * Who is watching (docs/product/live.md "Viewers"): the sockets subscribed to a stream's topic, the streamer's own
 * not counted. Every change is published on the stream's topic as `live.viewers`, settled over SETTLE_MS.
 * The count is this instance's sockets: with several instances behind a balancer, each counts its own (a shared
 * count in Redis is future work, docs/decisions/025).
 */
export class StreamPresence implements ViewerCounter {
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly streamers = new Map<string, string>();
  private unwatch: (() => void) | undefined;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly logger?: Logger,
  ) {}

  count(streamId: string, streamerId: string): number {
    return this.hub.countSubscribers(liveStreamTopic(streamId), (socket) => socket.memberId !== streamerId);
  }

  /** Publishes counts as they change, through `deps` (the live module's, with its database and realtime). */
  start(deps: LiveDeps): void {
    this.unwatch = this.hub.watchSubscriptions((topic) => {
      const streamId = STREAM_TOPIC.exec(topic)?.[1];
      if (!streamId || this.pending.has(streamId)) return;
      const timer = setTimeout(() => {
        this.pending.delete(streamId);
        this.publish(deps, streamId).catch((error: unknown) =>
          this.logger?.warn({ err: error, streamId }, 'viewer count not published'),
        );
      }, SETTLE_MS);
      timer.unref?.();
      this.pending.set(streamId, timer);
    });
  }

  stop(): void {
    this.unwatch?.();
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  private async publish(deps: LiveDeps, streamId: string): Promise<void> {
    let streamerId = this.streamers.get(streamId);
    if (!streamerId) {
      const stream = await streams.findStream(deps.db, streamId);
      if (!stream) return;
      streamerId = stream.streamerId;
      this.streamers.set(streamId, streamerId);
    }
    const count = this.count(streamId, streamerId);
    if (this.hub.subscriberCount(liveStreamTopic(streamId)) === 0) this.streamers.delete(streamId);
    await publishToStream(deps, streamId, { type: LIVE_EVENTS.viewers, data: { count } });
  }
}
