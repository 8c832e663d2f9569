import {
  LIVE_EVENTS,
  liveAuctionSchema,
  liveMessageSchema,
  liveStreamStatuses,
  type LiveAuction,
  type LiveMessage,
  type LiveStream,
  type LiveStreamStatus,
} from '@swapyard/domain/live';
import { z } from 'zod';

/** An event on a stream's topic `stream:{id}`, read and checked (docs/product/live.md, "Watching"). */
export type StreamEvent =
  | { type: 'message'; message: LiveMessage }
  | { type: 'messageRemoved'; id: string }
  | { type: 'auction'; auction: LiveAuction }
  | { type: 'viewers'; count: number }
  | { type: 'stream'; status: LiveStreamStatus };

const removedSchema = z.object({ id: z.string() });
const viewersSchema = z.object({ count: z.number().int().min(0) });
const statusSchema = z.object({ status: z.enum(liveStreamStatuses) });

/** Null for an event of another kind or with data that does not fit its contract (ignored, not trusted). */
export function readStreamEvent(event: { type: string; data?: unknown }): StreamEvent | null {
  switch (event.type) {
    case LIVE_EVENTS.message: {
      const parsed = liveMessageSchema.safeParse(event.data);
      return parsed.success ? { type: 'message', message: parsed.data } : null;
    }
    case LIVE_EVENTS.messageRemoved: {
      const parsed = removedSchema.safeParse(event.data);
      return parsed.success ? { type: 'messageRemoved', id: parsed.data.id } : null;
    }
    case LIVE_EVENTS.auction: {
      const parsed = liveAuctionSchema.safeParse(event.data);
      return parsed.success ? { type: 'auction', auction: parsed.data } : null;
    }
    case LIVE_EVENTS.viewers: {
      const parsed = viewersSchema.safeParse(event.data);
      return parsed.success ? { type: 'viewers', count: parsed.data.count } : null;
    }
    case LIVE_EVENTS.stream: {
      const parsed = statusSchema.safeParse(event.data);
      return parsed.success ? { type: 'stream', status: parsed.data.status } : null;
    }
    default:
      return null;
  }
}

/** The stream with a new viewer count (live.viewers). */
export const withViewerCount = (stream: LiveStream | undefined, count: number) =>
  stream && { ...stream, viewerCount: count };

/** The stream with a new status (live.stream): an ended stream has nobody watching and no running auction. */
export function withStatus(
  stream: LiveStream | undefined,
  status: LiveStreamStatus,
  nowIso: string,
): LiveStream | undefined {
  if (!stream) return stream;
  if (status === 'live') return { ...stream, status, endedAt: null };
  return { ...stream, status, endedAt: stream.endedAt ?? nowIso, viewerCount: 0, activeAuction: null };
}
