import { PrimaryCallError, type PrimaryLink } from '../cluster/worker-link.ts';
import {
  LiveVideoError,
  type LiveVideo,
  type LiveVideoErrorCode,
  type LiveVideoStats,
} from './live-video.ts';

/** The live-video calls a worker may ask its primary for. */
export const PRIMARY_LIVE_VIDEO_METHODS = [
  'publish',
  'watch',
  'answer',
  'leave',
  'closeRoom',
  'stats',
] as const;
type Method = (typeof PRIMARY_LIVE_VIDEO_METHODS)[number];

/**
 * The embedded SFU of an instance with several workers (decision 050): one SFU process, held by the primary, so a
 * stream published through one worker is watched through any other.
 */
export class PrimaryLiveVideo implements LiveVideo {
  constructor(private readonly link: PrimaryLink) {}

  publish(roomId: string, offerSdp: string) {
    return this.call('publish', roomId, offerSdp) as Promise<{ sdp: string }>;
  }

  watch(roomId: string) {
    return this.call('watch', roomId) as Promise<{ sessionId: string; sdp: string }>;
  }

  async answer(sessionId: string, answerSdp: string): Promise<void> {
    await this.call('answer', sessionId, answerSdp);
  }

  async leave(sessionId: string): Promise<void> {
    await this.call('leave', sessionId);
  }

  async closeRoom(roomId: string): Promise<void> {
    await this.call('closeRoom', roomId);
  }

  stats() {
    return this.call('stats') as Promise<LiveVideoStats>;
  }

  /** The primary closes the SFU when the instance stops. */
  async close(): Promise<void> {}

  private async call(method: Method, ...args: unknown[]): Promise<unknown> {
    try {
      return await this.link.call('liveVideo', method, args);
    } catch (error) {
      // The SFU's refusals (no publisher, full, …) arrive as they were thrown, so the routes answer the same.
      if (error instanceof PrimaryCallError && error.remoteName === 'LiveVideoError') {
        throw new LiveVideoError(error.code as LiveVideoErrorCode, error.message);
      }
      throw error;
    }
  }
}
