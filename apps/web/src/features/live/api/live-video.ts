import { sdpSchema, watchSessionSchema } from '@swapyard/domain/live';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/*
 * Live video signalling (docs/product/live.md, "Video"): whole SDP offers and answers with ICE gathered first, no
 * trickle. The streamer offers and the server answers; for a viewer the server offers and the viewer answers.
 */

const streamPath = (streamId: string) => `/live/streams/${encodeURIComponent(streamId)}/video`;

/** POST …/video/publish: the streamer's sendonly offer → the server's answer. */
export function publishVideo(streamId: string, offerSdp: string): Promise<{ sdp: string }> {
  return apiRequest(`${streamPath(streamId)}/publish`, sdpSchema, {
    method: 'POST',
    body: { sdp: offerSdp },
  });
}

/**
 * POST …/video/watch: the server's offer for this viewer. 409 with LIVE_TEXTS.videoUnavailable while the streamer is
 * not publishing; 503 (or 409) with LIVE_TEXTS.videoFull when the stream has all the viewers it can take.
 */
export function watchVideo(streamId: string): Promise<{ sessionId: string; sdp: string }> {
  return apiRequest(`${streamPath(streamId)}/watch`, watchSessionSchema, { method: 'POST' });
}

/** POST /api/live/video/{sessionId}/answer (204): the viewer's answer to the server's offer. */
export function answerVideo(sessionId: string, answerSdp: string): Promise<unknown> {
  return apiRequest(`/live/video/${encodeURIComponent(sessionId)}/answer`, z.unknown(), {
    method: 'POST',
    body: { sdp: answerSdp },
  });
}

/** DELETE /api/live/video/{sessionId} (204): the viewer leaves; sent even while the page unloads. */
export function leaveVideo(sessionId: string): Promise<unknown> {
  return apiRequest(`/live/video/${encodeURIComponent(sessionId)}`, z.unknown(), {
    method: 'DELETE',
    keepalive: true,
  });
}
