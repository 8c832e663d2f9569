import { randomUUID } from 'node:crypto';
import { exampleNotification } from '@swapyard/domain/realtime-examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeHub, RedisPubSub } from '../../platform/realtime/index.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { closeMemberSockets, CLOSE_SESSION_ENDED } from './close-sockets.ts';
import { cookieOf, listenForSockets, marked, TestSocket } from './test-socket.ts';

// Needs Redis (REDIS_URL, default the local one) and runs on PostgreSQL under `npm run test:pg`.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Channels of this run only, so parallel runs on one Redis never see each other's events.
const channelPrefix = `swapyard-test:${randomUUID()}:rt:`;

let a: TestApp;
let hubA: RealtimeHub;
let hubB: RealtimeHub;
let pubsubs: RedisPubSub[];
let servedB: Awaited<ReturnType<typeof listenForSockets>>;

beforeAll(async () => {
  pubsubs = [new RedisPubSub(redisUrl, { channelPrefix }), new RedisPubSub(redisUrl, { channelPrefix })];
  await Promise.all(pubsubs.map((p) => p.ready()));
  hubA = new RealtimeHub(pubsubs[0]);
  hubB = new RealtimeHub(pubsubs[1]);
  // Instance A: the test app. Instance B: a second app on the same database with its own hub, as a second server.
  a = await createTestApp({ realtime: hubA });
  const b = createSecondInstance(a, { realtime: hubB });
  servedB = await listenForSockets(b.app);
});
afterAll(async () => {
  await servedB.close();
  await Promise.all([hubA.close(), hubB.close()]);
  await a.close();
});

describe('realtime across server instances (Redis pub/sub)', () => {
  it('delivers an event published on instance A to a socket connected to instance B, and only while subscribed', async () => {
    const member = await createUser(a);
    const socket = await TestSocket.open(servedB.url, { Cookie: cookieOf(await signedInClient(a, member)) });
    const topic = `user:${member.id}`;
    expect(await socket.subscribe(topic)).toEqual({ type: 'subscribed', topic });

    await a.realtime.publish(topic, { type: 'notification.created', data: exampleNotification });
    expect(await socket.next((f) => f.type === 'event')).toEqual({
      type: 'event',
      topic,
      event: { type: 'notification.created', data: exampleNotification },
    });

    // B unsubscribes from Redis with its last socket: A's next event never reaches it.
    socket.send({ type: 'unsubscribe', topic });
    await socket.next((f) => f.type === 'unsubscribed');
    expect(hubB.subscriberCount(topic)).toBe(0);
    await a.realtime.publish(topic, marked('after'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.frames.filter((f) => f.type === 'event')).toHaveLength(1);
    socket.close();
  });

  it("still refuses another member's topic on instance B", async () => {
    const [one, two] = [await createUser(a), await createUser(a)];
    const socket = await TestSocket.open(servedB.url, { Cookie: cookieOf(await signedInClient(a, one)) });
    expect((await socket.subscribe(`user:${two.id}`)).message).toBe('You cannot subscribe to this topic');
    socket.close();
  });

  it("signing out on instance A closes the session's socket on instance B at once", async () => {
    const member = await createUser(a);
    const client = await signedInClient(a, member);
    const socket = await TestSocket.open(servedB.url, { Cookie: cookieOf(client) });
    const topic = `user:${member.id}`;
    await socket.subscribe(topic);
    const started = Date.now();
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await socket.closed).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Session ended' });
    expect(Date.now() - started).toBeLessThan(1_000);
    await a.realtime.publish(topic, marked('after-sign-out'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.frames.filter((f) => f.type === 'event')).toEqual([]);
  });

  it("closeMemberSockets on instance A (suspension) closes the member's sockets on instance B", async () => {
    const member = await createUser(a);
    const socket = await TestSocket.open(servedB.url, { Cookie: cookieOf(await signedInClient(a, member)) });
    await socket.subscribe(`user:${member.id}`);
    await closeMemberSockets(hubA, member.id);
    expect((await socket.closed).code).toBe(CLOSE_SESSION_ENDED);
    expect(hubB.connectionCount).toBe(0);
  });
});
