import { randomUUID } from 'node:crypto';
import { LIVE_EVENTS, liveStreamTopic, type LiveStream } from '@swapyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisPresenceBoard } from '../../platform/presence/index.ts';
import { RealtimeHub, RedisPubSub } from '../../platform/realtime/index.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/test-app.ts';
import { listenForSockets, TestSocket } from '../realtime/test-socket.ts';
import { goLive, json, member } from './live-test-kit.ts';

// Two instances on one PostgreSQL and Redis (REDIS_URL, default the local one), as behind a load balancer; channels
// and keys of this run only.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = `swapyard-test:${randomUUID()}`;
const pubsubs = [0, 1].map(() => new RedisPubSub(redisUrl, { channelPrefix: `${run}:rt:` }));
// Reports valid for 0.9 s, repeated every 0.3 s: an instance that stops reporting lapses within a second.
const board = () => new RedisPresenceBoard(redisUrl, { keyPrefix: `${run}:presence:`, validMs: 900 });
const boards = [board(), board()];
const hubs = pubsubs.map((pubsub) => new RealtimeHub(pubsub));

let a: TestApp;
let servedA: Awaited<ReturnType<typeof listenForSockets>>;
let servedB: Awaited<ReturnType<typeof listenForSockets>>;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  await Promise.all(pubsubs.map((p) => p.ready()));
  a = await createTestApp({ realtime: hubs[0], presenceBoard: boards[0] });
  const b = createSecondInstance(a, { realtime: hubs[1], presenceBoard: boards[1] });
  [servedA, servedB] = await Promise.all([listenForSockets(a.app), listenForSockets(b.app)]);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([servedA.close(), servedB.close()]);
  await Promise.all([...hubs.map((h) => h.close()), ...boards.map((b) => b.close())]);
  await a.close();
});

async function watch(url: string, streamId: string): Promise<TestSocket> {
  const socket = await TestSocket.open(url, {});
  sockets.push(socket);
  await socket.subscribe(liveStreamTopic(streamId));
  return socket;
}
const viewers = (socket: TestSocket, count: number, from = 0) =>
  socket.next(
    (f) => f.event?.type === LIVE_EVENTS.viewers && (f.event.data as { count: number }).count === count,
    {
      from,
    },
  );

describe('viewer counts across instances', () => {
  it("counts a stream's viewers on every instance, in its events and its page, and drops those who leave", async () => {
    const streamer = await member(a);
    const stream = await goLive(streamer);
    const onA = await watch(servedA.url, stream.id);
    await viewers(onA, 1);
    const onB = await watch(servedB.url, stream.id);
    // Both instances' viewers see the total, whichever instance published it.
    await viewers(onB, 2);
    await viewers(onA, 2);
    const page = await json<LiveStream>(await streamer.client.get(`/api/live/streams/${stream.id}`), 200);
    expect(page.viewerCount).toBe(2);

    const from = onB.frames.length;
    onA.close();
    await viewers(onB, 1, from);
  });

  it("counts another instance's viewers until that instance stops reporting them, then drops them", async () => {
    const streamer = await member(a);
    const stream = await goLive(streamer);
    const onB = await watch(servedB.url, stream.id);
    await viewers(onB, 1);
    // A third instance with five viewers reports once and is then cut off without withdrawing its count.
    const crashed = board();
    boards.push(crashed);
    await crashed.report(stream.id, 5);
    await viewers(onB, 6);
    await crashed.close();
    const from = onB.frames.length;
    await viewers(onB, 1, from);
  });
});
