import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, LiveVideoError } from '../live-video.ts';
import { EmbeddedLiveVideo } from './embedded-live-video.ts';

// The SFU's own process, started the way the server starts it (tsx's loader), without browsers: the browser
// journeys are in embedded-live-video.services.test.ts.
describe('EmbeddedLiveVideo process', () => {
  it('starts on first use, answers, refuses what it cannot relay, and ends with close()', async () => {
    const live = new EmbeddedLiveVideo({
      ...DEFAULT_LIMITS,
      joinConcurrency: 2,
      keyframeIntervalMs: 500,
      loopbackOnly: true,
    });
    // No process yet: health checks do not start one.
    expect(await live.stats()).toEqual({ rooms: 0, viewers: 0, forwardedPackets: 0 });
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (e: unknown) => (e instanceof LiveVideoError ? e.code : String(e)),
      );
    expect(await code(live.watch(randomUUID()))).toBe('NO_PUBLISHER');
    const dataOnly = 'v=0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n';
    expect(await code(live.publish(randomUUID(), dataOnly))).toBe('BAD_SDP');
    expect(await code(live.answer(randomUUID(), 'v=0\r\n'))).toBe('NO_SESSION');
    await live.leave(randomUUID());
    await live.closeRoom(randomUUID());
    const { pid } = await live.usage();
    expect(pid).not.toBe(process.pid);
    expect(await live.stats()).toEqual({ rooms: 0, viewers: 0, forwardedPackets: 0 });

    await live.close();
    expect(() => process.kill(pid, 0)).toThrow();
    expect(await code(live.watch(randomUUID()))).toBe('UNAVAILABLE');
  });
});
