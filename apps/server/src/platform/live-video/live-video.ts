/**
 * Live video for live selling (docs/product/live.md, docs/live-video.md): one streamer's camera and microphone relayed to many viewers by a
 * selective forwarding unit. Either embedded (werift, in its own process) or Janus's videoroom (LIVE_VIDEO=janus).
 *
 * Signalling is whole SDP, candidates included (as WHIP/WHEP do, no trickle): the browser waits for ICE gathering
 * to complete before it sends its offer or answer (see docs/live-video.md for how long). The caller (the live
 * module) decides who may publish and watch; adapters trust it.
 */
export interface LiveVideo {
  /**
   * The streamer's offer (audio and video, sendonly, gathering complete) → the SFU's answer. A second publish to
   * the same room replaces the first publisher (a reload). The embedded SFU keeps the viewers, who get the new
   * picture; Janus hangs them up (their connection closes) and their browsers watch again.
   */
  publish(roomId: string, offerSdp: string): Promise<{ sdp: string }>;
  /**
   * A viewer joins: the SFU's recvonly offer for the room's tracks. Throws LiveVideoError NO_PUBLISHER when nothing
   * is published, FULL over the viewer cap.
   */
  watch(roomId: string): Promise<{ sessionId: string; sdp: string }>;
  /** The viewer's answer to that offer; the publisher is asked for a keyframe as soon as the viewer connects. */
  answer(sessionId: string, answerSdp: string): Promise<void>;
  /** The viewer leaves; unknown or already removed sessions are ignored. */
  leave(sessionId: string): Promise<void>;
  /** The stream ended: drop the publisher and every viewer of the room. */
  closeRoom(roomId: string): Promise<void>;
  /** Rooms, viewers, and RTP packets forwarded to viewers so far (health and the benchmark). */
  stats(): Promise<LiveVideoStats>;
  close(): Promise<void>;
}

export interface LiveVideoStats {
  rooms: number;
  viewers: number;
  forwardedPackets: number;
}

export type LiveVideoErrorCode =
  /** watch: the room has no publisher (not started, or ended). */
  | 'NO_PUBLISHER'
  /** watch: the room has its maximum of viewers. */
  | 'FULL'
  /** answer: the session is unknown, timed out or already answered. */
  | 'NO_SESSION'
  /** The SDP cannot be used (no audio or video we can relay, malformed). */
  | 'BAD_SDP'
  /** The SFU is not reachable or failed. */
  | 'UNAVAILABLE';

export class LiveVideoError extends Error {
  constructor(
    readonly code: LiveVideoErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'LiveVideoError';
  }
}

/** Limits shared by both adapters. */
export interface LiveVideoLimits {
  /** Viewers per room (LIVE_MAX_VIEWERS). */
  maxViewers: number;
  /** A viewer that has not answered its offer this long after watch() is dropped. */
  answerTimeoutMs: number;
  /** A peer (publisher or viewer) not connected this long after its SDP exchange is dropped. */
  connectTimeoutMs: number;
}

export const DEFAULT_LIMITS: LiveVideoLimits = {
  maxViewers: 50,
  answerTimeoutMs: 20_000,
  connectTimeoutMs: 20_000,
};
