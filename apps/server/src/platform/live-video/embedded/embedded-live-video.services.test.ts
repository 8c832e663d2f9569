import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../live-video.ts';
import { startBrowserPeers, waitFor } from '../testing/browser-peers.ts';
import { EmbeddedLiveVideo } from './embedded-live-video.ts';

let peers: Awaited<ReturnType<typeof startBrowserPeers>>;
let live: EmbeddedLiveVideo;

beforeAll(async () => {
  peers = await startBrowserPeers();
  live = new EmbeddedLiveVideo({ ...DEFAULT_LIMITS, maxViewers: 2, joinConcurrency: 2, keyframeIntervalMs: 300, loopbackOnly: true });
});
afterAll(async () => {
  await live?.close();
  await peers?.close();
});

describe('EmbeddedLiveVideo', () => {
  it('smoke', async () => {
    const room = randomUUID();
    const publisher = await peers.publisher();
    const t0 = Date.now();
    await publisher.publish((offer) => live.publish(room, offer));
    console.log('published', Date.now() - t0);
    const viewer = await peers.viewer();
    const { sessionId, sdp } = await live.watch(room);
    console.log(sdp);
    const answer = await viewer.watch(sdp);
    console.log(answer);
    await live.answer(sessionId, answer);
    const stats = await waitFor(() => viewer.stats(), (s) => s.framesDecoded > 0 && s.audioPacketsReceived > 0, 10_000);
    console.log('viewer', Date.now() - t0, stats, await publisher.stats(), await live.stats());
    expect(stats.framesDecoded).toBeGreaterThan(0);
  });
});
