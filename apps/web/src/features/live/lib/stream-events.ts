import type { LiveStream, LiveStreamStatus } from '@swapyard/domain/live';

/* Patches to a stream's cached page from the events of its topic `stream:{id}` (typed by the realtime client). */

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
