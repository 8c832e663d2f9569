import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TEXTS } from '@swapyard/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { iceServersFor, TURN_CREDENTIAL_TTL_SECONDS } from './ice-servers.ts';
import { expectError, goLive, member, type Member } from './live-test-kit.ts';

// The routes in front of the app's own SFU (the embedded one). Real browsers publishing and watching through each
// adapter: platform/live-video's services tests and the e2e journey.
let t: TestApp;
let streamer: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  streamer = await member(t);
  other = await member(t);
});
afterAll(() => t.close());

describe('live video signalling', () => {
  it('lets only the streamer publish into their live stream, and refuses what no SFU could use', async () => {
    const stream = await goLive(streamer);
    const path = `/api/live/streams/${stream.id}/video/publish`;
    expect((await t.client().post(path, { sdp: 'v=0 whatever' })).status).toBe(401);
    await expectError(await other.client.post(path, { sdp: 'v=0 whatever' }), 403, LIVE_TEXTS.notStreamer);
    await expectError(
      await streamer.client.post(path, { sdp: 'v=0 no media at all' }),
      400,
      'The session description cannot be used',
    );
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
    await expectError(
      await streamer.client.post(path, { sdp: 'v=0 whatever' }),
      409,
      LIVE_TEXTS.streamEndedDescription,
    );
  });

  it('tells a viewer when the streamer is not publishing yet, and ignores a session that is not there', async () => {
    const stream = await goLive(streamer);
    await expectError(
      await t.client().post(`/api/live/streams/${stream.id}/video/watch`),
      409,
      LIVE_TEXTS.videoUnavailable,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.client().post(`/api/live/video/${unknown}/answer`, { sdp: 'v=0 an answer' })).status,
    ).toBe(404);
    expect((await t.client().request(`/api/live/video/${unknown}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.client().post('/api/live/streams/not-a-stream/video/watch')).status).toBe(404);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });
});

describe('TURN relays for browsers', () => {
  it('hands out none without TURN, and time-limited credentials coturn can check from its secret', async () => {
    expect(await (await t.client().get('/api/live/ice-servers')).json()).toEqual({ iceServers: [] });
    const now = Date.UTC(2026, 10, 26, 12);
    const turn = { urls: ['turn:turn.example:3478?transport=udp'], secret: 'a-static-auth-secret' };
    const { iceServers } = iceServersFor(turn, now);
    const [relay] = iceServers;
    expect(relay!.urls).toEqual(turn.urls);
    const [expiry] = relay!.username.split(':');
    expect(Number(expiry)).toBe(now / 1000 + TURN_CREDENTIAL_TTL_SECONDS);
    expect(relay!.credential).toBe(createHmac('sha1', turn.secret).update(relay!.username).digest('base64'));
    // Each browser gets its own username.
    expect(iceServersFor(turn, now).iceServers[0]!.username).not.toBe(relay!.username);
  });
});
