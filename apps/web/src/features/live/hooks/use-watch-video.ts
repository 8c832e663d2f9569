import { LIVE_TEXTS } from '@swapyard/domain/live';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useIceServers } from '../api/get-ice-servers';
import { answerVideo, leaveVideo, watchVideo } from '../api/live-video';
import { iceGatheringDone } from '../lib/ice-gathering';
import { retryDelayMs } from '../lib/retry';

export type WatchStatus = 'connecting' | 'playing' | 'unavailable' | 'full' | 'failed';

/** While the streamer is not publishing yet, ask again this often. */
const UNAVAILABLE_RETRY_MS = 4_000;
/** A stream with all the viewers it can take: try again after this long. */
const FULL_RETRY_MS = 10_000;
/** A connection that dropped gets this long to come back by itself before a new one is made. */
const DISCONNECTED_GRACE_MS = 5_000;
/** An answered connection that has not connected after this long is made again. */
const CONNECT_TIMEOUT_MS = 20_000;

function failureOf(error: unknown): { status: WatchStatus; retryMs?: number } {
  if (isApiError(error)) {
    if (error.message === LIVE_TEXTS.videoFull || error.status === 503) {
      return { status: 'full', retryMs: FULL_RETRY_MS };
    }
    if (error.status === 409) return { status: 'unavailable', retryMs: UNAVAILABLE_RETRY_MS };
  }
  return { status: 'failed' };
}

/**
 * A viewer's video of a stream while `enabled` (docs/product/live.md, "Video"): the server offers, this answers
 * with ICE gathered first, and the tracks arrive. While the streamer is not publishing yet it asks again every few
 * seconds; a stream at capacity is asked again later; a connection that fails is made again. Leaving (unmount, the
 * stream ended, the page closed) tells the server. `reconnect` starts over at once (the streamer came back).
 */
export function useWatchVideo(streamId: string, enabled: boolean) {
  const [media, setMedia] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<WatchStatus>('connecting');
  const [attempt, setAttempt] = useState(0);
  const iceServers = useIceServers();
  const failures = useRef(0);
  const playing = useRef(false);

  useEffect(() => {
    if (!enabled || !iceServers) return;
    let over = false;
    let sessionId: string | null = null;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const pc = new RTCPeerConnection({ iceServers });
    const incoming = new MediaStream();

    const again = (next: WatchStatus, delayMs: number) => {
      if (over) return;
      over = true;
      playing.current = false;
      setStatus(next);
      timers.push(setTimeout(() => setAttempt((n) => n + 1), delayMs));
    };
    const fail = (error: unknown) => {
      const failure = failureOf(error);
      if (failure.status === 'failed') failures.current += 1;
      again(failure.status, failure.retryMs ?? retryDelayMs(failures.current - 1));
    };

    pc.addEventListener('track', (event) => {
      incoming.addTrack(event.track);
      setMedia(event.streams[0] ?? new MediaStream(incoming.getTracks()));
    });
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'connected') {
        failures.current = 0;
        playing.current = true;
        setStatus('playing');
      } else if (pc.connectionState === 'failed') {
        fail(new Error('connection failed'));
      } else if (pc.connectionState === 'disconnected') {
        timers.push(
          setTimeout(() => {
            if (pc.connectionState !== 'connected') fail(new Error('connection lost'));
          }, DISCONNECTED_GRACE_MS),
        );
      }
    });
    const onPageHide = () => {
      if (sessionId) void leaveVideo(sessionId).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);

    void (async () => {
      const offer = await watchVideo(streamId);
      if (over) {
        void leaveVideo(offer.sessionId).catch(() => undefined);
        return;
      }
      sessionId = offer.sessionId;
      await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
      await pc.setLocalDescription(await pc.createAnswer());
      await iceGatheringDone(pc);
      if (over || !pc.localDescription) return;
      await answerVideo(offer.sessionId, pc.localDescription.sdp);
      timers.push(
        setTimeout(() => {
          if (pc.connectionState !== 'connected') fail(new Error('not connected'));
        }, CONNECT_TIMEOUT_MS),
      );
    })().catch(fail);

    return () => {
      over = true;
      playing.current = false;
      timers.forEach(clearTimeout);
      window.removeEventListener('pagehide', onPageHide);
      pc.close();
      if (sessionId) void leaveVideo(sessionId).catch(() => undefined);
    };
  }, [streamId, enabled, attempt, iceServers]);

  const reconnect = useCallback(() => {
    if (!playing.current) setAttempt((n) => n + 1);
  }, []);

  return { media: enabled ? media : null, status, reconnect };
}
