import { LIVE_TEXTS } from '@swapyard/domain';
import { AppError } from '../../platform/errors.ts';
import { LiveVideoError, type LiveVideo } from '../../platform/live-video/index.ts';
import { conflict, ownStream, streamOr404, type LiveDeps } from './common.ts';

/** Watch requests per client address a minute: each reserves a viewer slot until answered or timed out. */
export const WATCH_RATE = { requests: 30, windowMs: 60_000 };

export type VideoDeps = LiveDeps & { video: LiveVideo };

/** The SFU's refusals as API errors: what the viewer is told, never a 500. */
function refusal(error: unknown): never {
  if (!(error instanceof LiveVideoError)) throw error;
  switch (error.code) {
    case 'NO_PUBLISHER':
      throw conflict(LIVE_TEXTS.videoUnavailable);
    case 'FULL':
      throw new AppError('UNAVAILABLE', LIVE_TEXTS.videoFull);
    case 'NO_SESSION':
      throw new AppError('NOT_FOUND', 'This viewing session has ended. Please reload the stream.');
    case 'BAD_SDP':
      throw new AppError('BAD_REQUEST', 'The session description cannot be used');
    default:
      throw new AppError('UNAVAILABLE', 'Live video is unavailable right now. Please try again in a moment.');
  }
}

/**
 * POST /api/live/streams/{id}/video/publish (docs/product/live.md "Video"): the streamer's browser offer, while the
 * stream is live; the SFU's answer back. Only the stream's streamer may send video into it.
 */
export async function publishVideo(deps: VideoDeps, userId: string, streamId: string, offerSdp: string) {
  const stream = await ownStream(deps.db, userId, streamId);
  if (stream.status !== 'live') throw conflict(LIVE_TEXTS.streamEndedDescription);
  return deps.video.publish(stream.id, offerSdp).catch(refusal);
}

/** POST /api/live/streams/{id}/video/watch: anyone may watch a live stream; the SFU offers, the viewer answers. */
export async function watchVideo(deps: VideoDeps, streamId: string, clientKey: string) {
  const stream = await streamOr404(deps.db, streamId);
  if (stream.status !== 'live') throw conflict(LIVE_TEXTS.streamEndedDescription);
  if (deps.rateLimitStore) {
    const hit = await deps.rateLimitStore.hit(`live-watch:${clientKey}`, WATCH_RATE.windowMs);
    if (hit.count > WATCH_RATE.requests) {
      throw new AppError('RATE_LIMITED', 'Too many attempts to watch. Please wait a minute and try again.');
    }
  }
  return deps.video.watch(stream.id).catch(refusal);
}

/** POST /api/live/video/{sessionId}/answer: the session id the SFU issued is the viewer's capability. */
export async function answerVideo(deps: VideoDeps, sessionId: string, answerSdp: string): Promise<void> {
  await deps.video.answer(sessionId, answerSdp).catch(refusal);
}

export async function leaveVideo(deps: VideoDeps, sessionId: string): Promise<void> {
  await deps.video.leave(sessionId).catch(refusal);
}
