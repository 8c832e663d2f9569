import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveVideoError, type LiveVideo, type LiveVideoLimits } from '../live-video.ts';
import { candidateAddress } from '../sdp.ts';
import { startBrowserPeers, waitFor, type Publisher, type Viewer } from './browser-peers.ts';

/** Short limits so the cap and the timeouts show within a test. */
export const contractLimits: LiveVideoLimits = {
  maxViewers: 2,
  answerTimeoutMs: 2_000,
  connectTimeoutMs: 10_000,
};

const expectCode = async (promise: Promise<unknown>, code: string) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LiveVideoError);
  expect((error as LiveVideoError).code).toBe(code);
};

/**
 * What every LiveVideo adapter must do, shown with real browsers: Chromium publishes its fake camera and
 * microphone, other Chromium pages watch. `start` makes the adapter with `contractLimits`.
 */
export function liveVideoContract(
  name: string,
  start: () => Promise<{ live: LiveVideo; stop(): Promise<void> }>,
  options: { countsPackets: boolean; keepsViewersOnReload: boolean },
) {
  describe(name, () => {
    let peers: Awaited<ReturnType<typeof startBrowserPeers>>;
    let adapter: Awaited<ReturnType<typeof start>>;
    let live: LiveVideo;
    const room = randomUUID();
    let publisher: Publisher;
    const viewers: Array<{ viewer: Viewer; sessionId: string }> = [];

    beforeAll(async () => {
      [peers, adapter] = await Promise.all([startBrowserPeers(), start()]);
      live = adapter.live;
    });
    afterAll(async () => {
      await adapter?.stop();
      await peers?.close();
    });

    async function join(): Promise<{ viewer: Viewer; sessionId: string; answeredAt: number }> {
      const viewer = await peers.viewer();
      const { sessionId, sdp } = await live.watch(room);
      const answer = await viewer.watch(sdp);
      // Chromium has not been granted the camera in the viewers' browser: its own addresses are mDNS names only,
      // so the SFU reaches it through the peer-reflexive candidate its checks reveal.
      const addresses = answer
        .split(/\r?\n/)
        .filter((l) => l.startsWith('a=candidate:'))
        .map(candidateAddress);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.every((address) => address?.endsWith('.local'))).toBe(true);
      await live.answer(sessionId, answer);
      const joined = { viewer, sessionId, answeredAt: Date.now() };
      viewers.push(joined);
      return joined;
    }

    const picture = (viewer: Viewer, timeoutMs = 8_000) =>
      waitFor(
        () => viewer.stats(),
        (s) => s.framesDecoded > 0 && s.audioPacketsReceived > 0,
        timeoutMs,
      );

    it('refuses to watch a room nobody publishes, and an offer with no media', async () => {
      await expectCode(live.watch(randomUUID()), 'NO_PUBLISHER');
      await expectCode(live.publish(randomUUID(), 'v=0\r\n'), 'BAD_SDP');
    });

    it('relays the camera and microphone to a viewer who hides its addresses behind mDNS', async () => {
      publisher = await peers.publisher();
      await publisher.publish((offer) => live.publish(room, offer));
      const { viewer } = await join();
      const stats = await picture(viewer);
      expect(stats.framesDecoded).toBeGreaterThan(0);
      expect(stats.audioPacketsReceived).toBeGreaterThan(0);
      expect(stats.codec).toBe('video/VP8');
      expect(await live.stats()).toMatchObject({ rooms: 1, viewers: 1 });
      if (options.countsPackets) expect((await live.stats()).forwardedPackets).toBeGreaterThan(0);
    });

    it('gives a late joiner a picture at once (a keyframe asked of the publisher), not at its next keyframe', async () => {
      // Chromium's VP8 sends a keyframe by itself only every few thousand frames: a picture within seconds of
      // joining comes from the keyframe request.
      const { viewer, answeredAt } = await join();
      const stats = await picture(viewer, 5_000);
      const firstFrameMs = Date.now() - answeredAt;
      expect(stats.keyFramesDecoded).toBeGreaterThan(0);
      expect(firstFrameMs).toBeLessThan(5_000);
      console.log(`${name}: late joiner's first frame ${firstFrameMs} ms after its answer`);
    });

    it('refuses one viewer over the cap; a viewer who leaves frees the place', async () => {
      await expectCode(live.watch(room), 'FULL');
      const leaving = viewers.pop()!;
      await live.leave(leaving.sessionId);
      await leaving.viewer.close();
      expect((await live.stats()).viewers).toBe(1);
      // Leaving twice is harmless; the place is free again.
      await live.leave(leaving.sessionId);
      const { sessionId } = await live.watch(room);
      expect((await live.stats()).viewers).toBe(2);
      // …and this one never answers: it is dropped after the answer timeout.
      await waitFor(
        () => live.stats(),
        (s) => s.viewers === 1,
        contractLimits.answerTimeoutMs + 3_000,
      );
      expect((await live.stats()).viewers).toBe(1);
      await expectCode(live.answer(sessionId, 'v=0\r\n'), 'NO_SESSION');
    });

    it(
      options.keepsViewersOnReload
        ? 'a reload replaces the publisher and its viewers keep watching'
        : 'a reload replaces the publisher; its viewers are hung up and watch again',
      async () => {
        const { viewer } = viewers[0]!;
        const next = await peers.publisher();
        await next.publish((offer) => live.publish(room, offer));
        await publisher.close();
        publisher = next;
        if (options.keepsViewersOnReload) {
          const before = (await viewer.stats()).framesDecoded;
          const after = await waitFor(
            () => viewer.stats(),
            (s) => s.framesDecoded > before + 15,
            8_000,
          );
          expect(after.framesDecoded).toBeGreaterThan(before + 15);
        } else {
          await waitFor(
            () => live.stats(),
            (s) => s.viewers === 0,
            5_000,
          );
          expect((await live.stats()).viewers).toBe(0);
          // The browser sees its connection go (Chromium says 'disconnected' once the SFU stops answering its
          // connectivity checks, within seconds): the cue to watch again.
          const hungUpAt = Date.now();
          const hungUp = await waitFor(
            () => viewer.stats(),
            (s) => s.connectionState !== 'connected',
            15_000,
          );
          expect(hungUp.connectionState).not.toBe('connected');
          console.log(`${name}: viewer hung up, its browser saw it after ${Date.now() - hungUpAt} ms`);
          await viewer.close();
          viewers.shift();
          expect((await picture((await join()).viewer)).framesDecoded).toBeGreaterThan(0);
        }
        expect(await live.stats()).toMatchObject({ rooms: 1, viewers: 1 });
      },
    );

    it('closeRoom ends the stream: viewers stop receiving and everything is freed', async () => {
      const { viewer } = viewers[0]!;
      const closedAt = Date.now();
      await live.closeRoom(room);
      expect(await live.stats()).toMatchObject({ rooms: 0, viewers: 0 });
      const stats = await waitFor(
        () => viewer.stats(),
        (s) => s.connectionState !== 'connected' || s.tracksMuted === 2 || s.ended === 2,
        // Chromium notices within 5–8 s (its connectivity checks go unanswered): room for a loaded CI machine.
        15_000,
      );
      console.log(
        `${name}: viewer's browser saw closeRoom after ${Date.now() - closedAt} ms`,
        stats.connectionState,
      );
      expect(stats.connectionState !== 'connected' || stats.tracksMuted === 2 || stats.ended === 2).toBe(
        true,
      );
      await expectCode(live.watch(room), 'NO_PUBLISHER');
    });
  });
}
