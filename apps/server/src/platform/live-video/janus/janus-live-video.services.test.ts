import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../live-video.ts';
import { startBrowserPeers, waitFor } from '../testing/browser-peers.ts';
import { JanusLiveVideo } from './janus-live-video.ts';
import { startJanusTestServer } from './janus-test-server.ts';

let peers: Awaited<ReturnType<typeof startBrowserPeers>>;
let janus: Awaited<ReturnType<typeof startJanusTestServer>>;
let live: JanusLiveVideo;

beforeAll(async () => {
  [peers, janus] = await Promise.all([startBrowserPeers(), startJanusTestServer({ apiSecret: 'test-secret' })]);
  live = new JanusLiveVideo({ ...DEFAULT_LIMITS, maxViewers: 2, url: janus.url, apiSecret: 'test-secret' });
});
afterAll(async () => {
  await live?.close();
  await peers?.close();
  await janus?.stop();
});

describe('JanusLiveVideo', () => {
  it('smoke', async () => {
    const room = randomUUID();
    const publisher = await peers.publisher();
    const t0 = Date.now();
    await publisher.publish((offer) => live.publish(room, offer));
    console.log('published', Date.now() - t0);
    const viewer = await peers.viewer();
    const { sessionId, sdp } = await live.watch(room);
    const answer = await viewer.watch(sdp);
    await live.answer(sessionId, answer);
    const stats = await waitFor(() => viewer.stats(), (s) => s.framesDecoded > 0 && s.audioPacketsReceived > 0, 10_000);
    console.log('viewer', Date.now() - t0, stats, await publisher.stats(), await live.stats());
    expect(stats.framesDecoded).toBeGreaterThan(0);
  });
});
