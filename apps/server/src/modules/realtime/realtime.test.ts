import { exampleNotification } from '@swapyard/domain/realtime-examples';
import type { ErrorBody } from '@swapyard/domain';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../platform/logger.ts';
import { RealtimeHub } from '../../platform/realtime/index.ts';
import { createShutdown } from '../../server.ts';
import { createTestApp, linkIn, type TestApp } from '../../test/test-app.ts';
import { TEST_PUBLIC_URL, type TestClient } from '../../test/test-client.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { CLOSE_SESSION_RENEWED, closeMemberSockets } from './close-sockets.ts';
import { CLOSE_SESSION_ENDED, realtimeRoutes } from './routes.ts';
import { cookieOf, isMarked, listenForSockets, marked, TestSocket } from './test-socket.ts';
import { defaultTopicAuthorisers } from './topics.ts';

let t: TestApp;
/** The app's hub (what its modules publish to and its sockets listen on). */
const hub = new RealtimeHub();
let served: Awaited<ReturnType<typeof listenForSockets>>;
let alice: TestUser;
let bob: TestUser;
let aliceClient: TestClient;
let bobClient: TestClient;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ realtime: hub });
  served = await listenForSockets(t.app);
  alice = await createUser(t);
  bob = await createUser(t);
  aliceClient = await signedInClient(t, alice);
  bobClient = await signedInClient(t, bob);
});
afterAll(async () => {
  await served.close();
  await t.close();
});

async function open(client: TestClient, url = served.url): Promise<TestSocket> {
  const socket = await TestSocket.open(url, { Cookie: cookieOf(client) });
  sockets.push(socket);
  return socket;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('GET /api/realtime: who may connect', () => {
  it("opens a visitor's socket without a session (or with a cookie that is not valid), which member topics refuse", async () => {
    const headerSets: Array<Record<string, string>> = [{}, { Cookie: 'swapyard.session_token=forged.token' }];
    for (const headers of headerSets) {
      const socket = await TestSocket.open(served.url, headers);
      sockets.push(socket);
      expect(await socket.subscribe(`user:${alice.id}`)).toMatchObject({
        type: 'error',
        message: 'You cannot subscribe to this topic',
      });
      expect(await socket.subscribe('nothing:1')).toMatchObject({ type: 'error', message: 'Unknown topic' });
    }
  });

  it('refuses an upgrade from a foreign page origin even with the cookie (403)', async () => {
    await expect(
      TestSocket.open(served.url, { Cookie: cookieOf(aliceClient), Origin: 'https://evil.example' }),
    ).rejects.toThrow('HTTP 403');
    const socket = await TestSocket.open(served.url, {
      Cookie: cookieOf(aliceClient),
      Origin: TEST_PUBLIC_URL,
    });
    sockets.push(socket);
    expect((await socket.subscribe(`user:${alice.id}`)).type).toBe('subscribed');
  });

  it('answers a plain GET in the API error shape (400), for visitors and members alike', async () => {
    for (const client of [t.client(), aliceClient]) {
      const res = await client.get('/api/realtime');
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.message).toBe('Expected a WebSocket upgrade');
    }
  });
});

describe('topics', () => {
  it('lets a member subscribe to their own user topic and delivers what is published to it', async () => {
    const socket = await open(aliceClient);
    expect(await socket.subscribe(`user:${alice.id}`)).toEqual({
      type: 'subscribed',
      topic: `user:${alice.id}`,
    });
    await t.realtime.publish(`user:${alice.id}`, { type: 'notification.created', data: exampleNotification });
    expect(await socket.next((f) => f.type === 'event')).toEqual({
      type: 'event',
      topic: `user:${alice.id}`,
      event: { type: 'notification.created', data: exampleNotification },
    });
  });

  it("refuses another member's user topic and never delivers its events", async () => {
    const eve = await open(aliceClient);
    expect(await eve.subscribe(`user:${bob.id}`)).toEqual({
      type: 'error',
      topic: `user:${bob.id}`,
      message: 'You cannot subscribe to this topic',
    });
    const bobSocket = await open(bobClient);
    await bobSocket.subscribe(`user:${bob.id}`);
    await t.realtime.publish(`user:${bob.id}`, marked('secret'));
    await bobSocket.next((f) => isMarked(f, 'secret'));
    await settle();
    expect(eve.frames.filter((f) => f.type === 'event')).toEqual([]);
  });

  it('stops delivering after unsubscribe, while other sockets of the member keep receiving', async () => {
    const first = await open(aliceClient);
    const second = await open(aliceClient);
    const topic = `user:${alice.id}`;
    await first.subscribe(topic);
    await second.subscribe(topic);
    first.send({ type: 'unsubscribe', topic });
    await first.next((f) => f.type === 'unsubscribed' && f.topic === topic);
    await t.realtime.publish(topic, marked('after-unsubscribe'));
    await second.next((f) => isMarked(f, 'after-unsubscribe'));
    await settle();
    expect(first.frames.some((f) => isMarked(f, 'after-unsubscribe'))).toBe(false);
  });

  it('refuses topics of kinds nobody registered, and malformed topics', async () => {
    const socket = await open(aliceClient);
    for (const topic of ['auction:123', 'nonsense', `user:${alice.id}:extra`, 'USER:abc', `user:`]) {
      expect(await socket.subscribe(topic)).toEqual({ type: 'error', topic, message: 'Unknown topic' });
    }
  });

  it('answers malformed messages with an error and keeps the socket open', async () => {
    const socket = await open(aliceClient);
    const answers: Array<string | undefined> = [];
    for (const message of ['not json', '{"type":"subscribe"}', '{"type":"launch"}', '[1,2]', 'null', '"x"']) {
      const from = socket.frames.length;
      socket.send(message);
      answers.push((await socket.next((f) => f.type === 'error', { from })).message);
    }
    expect(answers).toEqual([
      'Messages must be JSON text',
      'Unknown message',
      'Unknown message',
      'Unknown message',
      'Unknown message',
      'Unknown message',
    ]);
    let from = socket.frames.length;
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await socket.next((f) => f.type === 'error', { from })).message).toBe(
      'Messages must be JSON text',
    );
    from = socket.frames.length;
    socket.send({ type: 'subscribe', topic: 'x'.repeat(2000) });
    expect((await socket.next((f) => f.type === 'error', { from })).message).toBe('Message too long');
    from = socket.frames.length;
    socket.send({ type: 'ping' });
    expect(await socket.next((f) => f.type === 'pong', { from })).toEqual({ type: 'pong' });
    expect((await socket.subscribe(`user:${alice.id}`)).type).toBe('subscribed');
  });

  it('answers in the order messages were sent (subscribe then unsubscribe at once)', async () => {
    const socket = await open(aliceClient);
    const topic = `user:${alice.id}`;
    socket.send({ type: 'subscribe', topic });
    socket.send({ type: 'unsubscribe', topic });
    await socket.next((f) => f.type === 'unsubscribed');
    expect(socket.frames.map((f) => f.type)).toEqual(['subscribed', 'unsubscribed']);
    await t.realtime.publish(topic, marked('late'));
    await settle();
    expect(socket.frames.some((f) => f.type === 'event')).toBe(false);
  });

  it('forgets the subscriptions of a closed socket', async () => {
    const hub = new RealtimeHub();
    const { app, close } = await standaloneRoutes(hub);
    try {
      const socket = await TestSocket.open(app.url, { Cookie: cookieOf(aliceClient) });
      await socket.subscribe(`user:${alice.id}`);
      expect(hub.subscriberCount(`user:${alice.id}`)).toBe(1);
      socket.close();
      await socket.closed;
      await settle();
      expect(hub.subscriberCount(`user:${alice.id}`)).toBe(0);
      expect(hub.connectionCount).toBe(0);
    } finally {
      await close();
    }
  });
});

/** The realtime routes alone, with short timers, on a hub of the test's own. */
async function standaloneRoutes(
  hub: RealtimeHub,
  timers: { keepaliveMs?: number; sessionCheckMs?: number } = {},
) {
  const app = new Hono();
  app.onError((error, c) => c.json({ error: String(error) }, (error as { status?: 401 }).status ?? 500));
  app.route(
    '/',
    realtimeRoutes({
      auth: t.auth,
      hub,
      topics: defaultTopicAuthorisers(),
      allowsOrigin: (origin) => origin === TEST_PUBLIC_URL,
      logger: createLogger('silent'),
      ...timers,
    }),
  );
  const listening = await listenForSockets(app);
  return { app: listening, close: listening.close };
}

describe('keepalive and session', () => {
  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const { app, close } = await standaloneRoutes(new RealtimeHub(), { keepaliveMs: 100 });
    try {
      const silent = await TestSocket.open(app.url, { Cookie: cookieOf(aliceClient) }, { autoPong: false });
      const healthy = await TestSocket.open(app.url, { Cookie: cookieOf(aliceClient) });
      const { code } = await silent.closed;
      expect(code).toBe(1006); // terminated, no closing handshake
      expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
      healthy.close();
    } finally {
      await close();
    }
  });

  it('closes the socket with 4401 once the session has ended (sign-out)', async () => {
    const carol = await createUser(t);
    const carolClient = await signedInClient(t, carol);
    // The session is checked on every keepalive tick; a tick long enough that a busy machine answers its ping in
    // time (at 50 ms the socket was sometimes dropped as dead, 1006, before the check could close it).
    const { app, close } = await standaloneRoutes(new RealtimeHub(), {
      keepaliveMs: 500,
      sessionCheckMs: 0,
    });
    try {
      const socket = await TestSocket.open(app.url, { Cookie: cookieOf(carolClient) });
      await socket.subscribe(`user:${carol.id}`);
      await settle();
      expect(socket.ws.readyState).toBe(socket.ws.OPEN);
      const cookie = cookieOf(carolClient);
      const res = await carolClient.post('/api/auth/sign-out', {}, { Cookie: cookie });
      expect(res.status).toBe(200);
      expect(await socket.closed).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Session ended' });
    } finally {
      await close();
    }
  });
});

describe('sockets end with their session, at once (not at the next session check)', () => {
  const ended = { code: CLOSE_SESSION_ENDED, reason: 'Session ended' };

  /** A socket of `client`, subscribed to its member's topic, shown to receive events. */
  async function listening(client: TestClient, member: TestUser): Promise<TestSocket> {
    const socket = await open(client);
    const topic = `user:${member.id}`;
    await socket.subscribe(topic);
    const from = socket.frames.length;
    await t.realtime.publish(topic, marked('before'));
    await socket.next((f) => isMarked(f, 'before'), { from });
    return socket;
  }

  /** One member signed in on a phone and a laptop, each with a listening socket. */
  async function twoDevices() {
    const member = await createUser(t);
    const phone = await signedInClient(t, member);
    const laptop = await signedInClient(t, member);
    const phoneSocket = await listening(phone, member);
    const laptopSocket = await listening(laptop, member);
    return { member, phone, laptop, phoneSocket, laptopSocket, started: Date.now() };
  }

  /** The socket closes within a second of `end`, and nothing published afterwards reaches it. */
  async function closesAtOnce(socket: TestSocket, started: number, member: TestUser) {
    const from = socket.frames.length;
    const closed = await Promise.race([
      socket.closed,
      new Promise((resolve) => setTimeout(() => resolve('still open'), 1_000)),
    ]);
    expect(Date.now() - started).toBeLessThan(1_000);
    await t.realtime.publish(`user:${member.id}`, marked('private'));
    await settle();
    expect(socket.frames.slice(from).filter((f) => f.type === 'event')).toEqual([]);
    return closed;
  }

  it('sign-out closes the sockets of that session only', async () => {
    const { member, phone, phoneSocket, laptopSocket, started } = await twoDevices();
    expect((await phone.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await closesAtOnce(phoneSocket, started, member)).toEqual(ended);
    expect(laptopSocket.ws.readyState).toBe(laptopSocket.ws.OPEN);
    expect(laptopSocket.frames.some((f) => isMarked(f, 'private'))).toBe(true);
  });

  it('revoking one session (from another device) closes its sockets', async () => {
    const { member, phone, laptop, phoneSocket, laptopSocket, started } = await twoDevices();
    // better-auth names sessions by their token (the cookie holds it signed): as its device list shows them.
    const listed = (await (await laptop.get('/api/auth/list-sessions')).json()) as Array<{ token: string }>;
    const phoneToken = listed.find((s) => phone.sessionToken!.startsWith(`${s.token}.`))!.token;
    const res = await laptop.post('/api/auth/revoke-session', { token: phoneToken });
    expect(res.status).toBe(200);
    expect(await closesAtOnce(phoneSocket, started, member)).toEqual(ended);
    expect(laptopSocket.ws.readyState).toBe(laptopSocket.ws.OPEN);
  });

  it('revoking the other sessions closes their sockets; revoking all closes every one', async () => {
    const member = await createUser(t);
    const [a, b, c] = [
      await signedInClient(t, member),
      await signedInClient(t, member),
      await signedInClient(t, member),
    ];
    const [socketA, socketB, socketC] = [
      await listening(a, member),
      await listening(b, member),
      await listening(c, member),
    ];
    let started = Date.now();
    expect((await a.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect(await closesAtOnce(socketB, started, member)).toEqual(ended);
    expect(await socketC.closed).toEqual(ended);
    expect(socketA.ws.readyState).toBe(socketA.ws.OPEN);
    started = Date.now();
    expect((await a.post('/api/auth/revoke-sessions', {})).status).toBe(200);
    expect(await closesAtOnce(socketA, started, member)).toEqual(ended);
  });

  it("a password change closes the other devices' sockets; the changing device's reconnects with its new session", async () => {
    const member = await createUser(t, { password: 'before-change-1' });
    const device = await signedInClient(t, member);
    const other = await signedInClient(t, member);
    const deviceSocket = await listening(device, member);
    const otherSocket = await listening(other, member);
    const started = Date.now();
    const res = await device.post('/api/auth/change-password', {
      currentPassword: 'before-change-1',
      newPassword: 'after-change-2',
    });
    expect(res.status).toBe(200);
    expect(await closesAtOnce(otherSocket, started, member)).toEqual(ended);
    expect(await deviceSocket.closed).toEqual({ code: CLOSE_SESSION_RENEWED, reason: 'Session renewed' });
    await listening(device, member);
    // The old session is gone: the other device's socket is a visitor's now.
    expect(await (await open(other)).subscribe(`user:${member.id}`)).toMatchObject({ type: 'error' });
  });

  it('a password reset closes every socket of the member', async () => {
    const member = await createUser(t, { email: 'reset-sockets@example.com' });
    const socket = await listening(await signedInClient(t, member), member);
    await t.client().post('/api/auth/request-password-reset', {
      email: member.email,
      redirectTo: '/auth/reset-password',
    });
    const landing = await t.client().get(linkIn((await t.mailsTo(member.email))[0]));
    const token = new URL(landing.headers.get('location')!).searchParams.get('token')!;
    const started = Date.now();
    const res = await t.client().post('/api/auth/reset-password', { token, newPassword: 'after-reset-3' });
    expect(res.status).toBe(200);
    expect(await closesAtOnce(socket, started, member)).toEqual(ended);
  });

  it("closeMemberSockets (suspension) closes every socket of that member and no one else's", async () => {
    const [member, bystander] = [await createUser(t), await createUser(t)];
    const phone = await listening(await signedInClient(t, member), member);
    const laptop = await listening(await signedInClient(t, member), member);
    const other = await listening(await signedInClient(t, bystander), bystander);
    const started = Date.now();
    await closeMemberSockets(hub, member.id);
    expect(await closesAtOnce(phone, started, member)).toEqual(ended);
    expect(await laptop.closed).toEqual(ended);
    expect(other.ws.readyState).toBe(other.ws.OPEN);
  });
});

describe('shutdown', () => {
  it('tells open sockets to go away (1001) and does not wait for them to finish the server', async () => {
    const other = await createTestApp();
    const listening = await listenForSockets(other.app);
    try {
      const dave = await createUser(other);
      const socket = await TestSocket.open(listening.url, {
        Cookie: cookieOf(await signedInClient(other, dave)),
      });
      const shutdown = createShutdown({
        server: listening.server,
        close: [],
        logger: createLogger('silent'),
        websockets: listening.websockets,
      });
      const started = Date.now();
      await shutdown();
      expect(Date.now() - started).toBeLessThan(3_000);
      expect((await socket.closed).code).toBe(1001);
    } finally {
      await other.close();
    }
  });
});

afterAll(() => {
  for (const socket of sockets) socket.ws.terminate();
});
