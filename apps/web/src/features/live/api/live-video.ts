import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import { callEndpoint } from '@/lib/api-client';

/*
 * Live video signalling (docs/product/live.md, "Video"): whole SDP offers and answers with ICE gathered first, no
 * trickle. The streamer offers and the server answers; for a viewer the server offers and the viewer answers.
 */

/** The streamer's sendonly offer → the server's answer. */
export function publishVideo(streamId: string, offerSdp: string): Promise<{ sdp: string }> {
  return callEndpoint(liveEndpoints.publishVideo, { params: { streamId }, body: { sdp: offerSdp } });
}

/**
 * The server's offer for this viewer. 409 with LIVE_TEXTS.videoUnavailable while the streamer is
 * not publishing; 503 (or 409) with LIVE_TEXTS.videoFull when the stream has all the viewers it can take.
 */
export function watchVideo(streamId: string): Promise<{ sessionId: string; sdp: string }> {
  return callEndpoint(liveEndpoints.watchVideo, { params: { streamId } });
}

/** The viewer's answer to the server's offer (204). */
export function answerVideo(sessionId: string, answerSdp: string): Promise<undefined> {
  return callEndpoint(liveEndpoints.answerVideo, { params: { sessionId }, body: { sdp: answerSdp } });
}

/** The viewer leaves (204); sent even while the page unloads. */
export function leaveVideo(sessionId: string): Promise<undefined> {
  return callEndpoint(liveEndpoints.leaveVideo, { params: { sessionId }, keepalive: true });
}
