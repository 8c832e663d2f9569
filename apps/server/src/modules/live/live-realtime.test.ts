import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, LIVE_STREAMS_TOPIC, liveStreamTopic, type LiveAuction } from '@swapyard/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieOf, listenForSockets, TestSocket } from '../realtime/test-socket.ts';

type Frame = Parameters<Parameters<TestSocket['next']>[0]>[0];
/** An auction event whose auction matches `match`. */
const auctionEvent = (match: (auction: LiveAuction) => boolean) => (f: Frame) =>
  f.event?.type === LIVE_EVENTS.auction && match(f.event.data as LiveAuction);
import { bid, goLive, json, liveAuction, member, type Member } from './live-test-kit.ts';

// The app's own hub and sockets: visitors may watch a stream's topic, members act through the API.
let t: TestApp;
let served: Awaited<ReturnType<typeof listenForSockets>>;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  served = await listenForSockets(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await served.close();
  await t.close();
});

async function open(who?: Member): Promise<TestSocket> {
  const socket = await TestSocket.open(served.url, who ? { Cookie: cookieOf(who.client) } : {});
  sockets.push(socket);
  return socket;
}

describe("a live stream's topic", () => {
  it('brings a visitor the chat, every bid and the close as they happen, and counts who watches', async () => {
    const streamer = await member(t);
    const bidder = await member(t, { creditCents: 5000 });
    const { stream, auction } = await liveAuction(t, streamer, { start: false });
    const topic = liveStreamTopic(stream.id);

    const streamerSocket = await open(streamer);
    expect(await streamerSocket.subscribe(topic)).toEqual({ type: 'subscribed', topic });
    const visitor = await open();
    expect(await visitor.subscribe(topic)).toEqual({ type: 'subscribed', topic });
    expect(await visitor.subscribe(LIVE_STREAMS_TOPIC)).toMatchObject({ type: 'subscribed' });
    expect(await visitor.subscribe('stream:00000000-0000-4000-8000-000000000000')).toMatchObject({
      type: 'error',
    });
    // The visitor counts; the streamer watching their own stream does not.
    const counted = await visitor.next((f) => f.event?.type === LIVE_EVENTS.viewers);
    expect(counted.event?.data).toEqual({ count: 1 });
    const watcher = await open(bidder);
    await watcher.subscribe(topic);
    const from = visitor.frames.length;
    expect((await visitor.next((f) => f.event?.type === LIVE_EVENTS.viewers, { from })).event?.data).toEqual({
      count: 2,
    });

    const started = await json<LiveAuction>(
      await streamer.client.post(`/api/live/auctions/${auction.id}/start`),
      200,
    );
    expect((await visitor.next(auctionEvent((a) => a.status === 'active'))).event?.data).toMatchObject({
      id: started.id,
      endsAt: started.endsAt,
    });
    await visitor.next((f) => f.event?.type === LIVE_EVENTS.streamsChanged);

    await json(await bid(bidder, auction.id, 1500), 201);
    const bidSeen = await visitor.next(auctionEvent((a) => a.currentPriceCents === 1500));
    expect(bidSeen.event?.data).toMatchObject({
      winner: { id: bidder.id },
      bidCount: 1,
      reservePriceCents: null,
    });

    await json(
      await bidder.client.post(`/api/live/streams/${stream.id}/messages`, { message: 'Mine!' }),
      201,
    );
    expect((await visitor.next((f) => f.event?.type === LIVE_EVENTS.message)).event?.data).toMatchObject({
      message: 'Mine!',
      sender: { id: bidder.id },
    });

    await streamer.client.post(`/api/live/auctions/${auction.id}/sell`);
    await visitor.next(auctionEvent((a) => a.status === 'sold'));
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
    expect((await visitor.next((f) => f.event?.type === LIVE_EVENTS.stream)).event?.data).toEqual({
      status: 'ended',
    });
  });

  it('shows the count on the /live list', async () => {
    const streamer = await member(t);
    const stream = await goLive(streamer);
    const socket = await open();
    await socket.subscribe(liveStreamTopic(stream.id));
    const listed = (await (await t.client().get('/api/live/streams')).json()) as {
      streams: Array<{ id: string; viewerCount: number }>;
      stats: { watching: number };
    };
    expect(listed.streams.find((s) => s.id === stream.id)?.viewerCount).toBe(1);
    socket.close();
    await expect
      .poll(
        async () =>
          ((await (await t.client().get(`/api/live/streams/${stream.id}`)).json()) as { viewerCount: number })
            .viewerCount,
      )
      .toBe(0);
  });
});
