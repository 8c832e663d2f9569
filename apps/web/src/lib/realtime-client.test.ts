import { exampleNotification } from '@swapyard/domain/realtime-examples';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import { RealtimeClient, type RealtimeEvent, type SocketLike } from './realtime-client';

/*
 * The client over real sockets: `ws`'s client stands in for the browser's WebSocket (same API), and a small `ws`
 * server speaks the /api/realtime protocol (subscribe/unsubscribe/ping; topics starting with 'forbidden:' refused).
 */
interface Server {
  url: string;
  wss: WebSocketServer;
  /** Every connection ever accepted, with the frames it received. */
  connections: Array<{ socket: NodeWebSocket; received: Array<{ type: string; topic?: string }> }>;
  topics: Map<NodeWebSocket, Set<string>>;
  publish(topic: string, event: RealtimeEvent): void;
  close(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const server: Server = {
    url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}/api/realtime`,
    wss,
    connections: [],
    topics: new Map(),
    publish(topic, event) {
      for (const [socket, topics] of server.topics) {
        if (topics.has(topic)) socket.send(JSON.stringify({ type: 'event', topic, event }));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close(() => resolve());
      }),
  };
  wss.on('connection', (socket) => {
    const connection = { socket, received: [] as Array<{ type: string; topic?: string }> };
    server.connections.push(connection);
    const topics = new Set<string>();
    server.topics.set(socket, topics);
    socket.on('close', () => server.topics.delete(socket));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; topic?: string };
      connection.received.push(message);
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      if (message.type === 'subscribe' && message.topic) {
        if (message.topic.startsWith('forbidden:')) {
          socket.send(
            JSON.stringify({
              type: 'error',
              topic: message.topic,
              message: 'You cannot subscribe to this topic',
            }),
          );
        } else {
          topics.add(message.topic);
          socket.send(JSON.stringify({ type: 'subscribed', topic: message.topic }));
        }
      }
      if (message.type === 'unsubscribe' && message.topic) {
        topics.delete(message.topic);
        socket.send(JSON.stringify({ type: 'unsubscribed', topic: message.topic }));
      }
    });
  });
  return server;
}

const notification = exampleNotification;
/** Real events told apart by who is typing. */
const typing = (fromUserId: string): RealtimeEvent => ({ type: 'dm.typing', data: { fromUserId } });

const until = async (check: () => boolean, timeoutMs = 3_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

let server: Server;
let clients: RealtimeClient[];

function makeClient(options: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
  const client = new RealtimeClient({
    url: server.url,
    createSocket: (url) => new NodeWebSocket(url) as unknown as SocketLike,
    initialDelayMs: 20,
    maxDelayMs: 80,
    idleCloseMs: 30,
    random: () => 0.5,
    ...options,
  });
  clients.push(client);
  return client;
}

beforeEach(async () => {
  server = await startServer();
  clients = [];
});
afterEach(async () => {
  for (const client of clients) client.close();
  await server.close();
});

const subscribedTopics = () => [...server.topics.values()].flatMap((topics) => [...topics]);

describe('RealtimeClient', () => {
  it('opens no socket until the first subscription, then one socket for every topic and listener', async () => {
    const client = makeClient();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.connections).toHaveLength(0);
    const a: RealtimeEvent[] = [];
    const b: RealtimeEvent[] = [];
    client.subscribe('user:1', { event: (e) => a.push(e) });
    client.subscribe('user:1', { event: (e) => b.push(e) });
    client.subscribe('trade:9', { event: (e) => b.push(e) });
    await until(() => subscribedTopics().length === 2);
    expect(server.connections).toHaveLength(1);
    // One subscribe per topic, however many listeners.
    expect(server.connections[0]!.received).toEqual([
      { type: 'subscribe', topic: 'user:1' },
      { type: 'subscribe', topic: 'trade:9' },
    ]);
    server.publish('user:1', { type: 'notification.created', data: notification });
    await until(() => a.length === 1 && b.length === 1);
    expect(a).toEqual([{ type: 'notification.created', data: notification }]);
  });

  it('unsubscribes on the server when the last listener of a topic leaves, and closes the idle socket', async () => {
    const client = makeClient();
    const events: RealtimeEvent[] = [];
    const first = client.subscribe('user:1', { event: (e) => events.push(e) });
    const second = client.subscribe('user:1', { event: () => {} });
    await until(() => subscribedTopics().length === 1);
    first();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(subscribedTopics()).toEqual(['user:1']);
    second();
    await until(() => subscribedTopics().length === 0);
    await until(() => client.status === 'idle' && server.topics.size === 0);
    server.publish('user:1', typing('late'));
    expect(events).toEqual([]);
  });

  it("tells a topic's listeners once its first subscription is confirmed, so they can catch up", async () => {
    const client = makeClient();
    const confirmed: string[] = [];
    client.subscribe('user:1', { event: () => {}, subscribed: () => confirmed.push('first') });
    await until(() => confirmed.length === 1);
    // The socket is open now: a new topic is confirmed too, a second listener on a known topic is not.
    client.subscribe('trade:2', { event: () => {}, subscribed: () => confirmed.push('trade') });
    client.subscribe('user:1', { event: () => {}, subscribed: () => confirmed.push('second') });
    await until(() => subscribedTopics().length === 2 && confirmed.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confirmed).toEqual(['first', 'trade']);
    client.close();
  });

  it('reconnects with growing, jittered delays, resubscribes every topic, then calls the reconnect callbacks', async () => {
    const client = makeClient({ random: () => 1 });
    const reconnects: string[] = [];
    client.onReconnect(() => reconnects.push('global'));
    const events: RealtimeEvent[] = [];
    client.subscribe('user:1', { event: (e) => events.push(e), reconnect: () => reconnects.push('user:1') });
    client.subscribe('trade:2', {
      event: (e) => events.push(e),
      reconnect: () => reconnects.push('trade:2'),
    });
    await until(() => subscribedTopics().length === 2);
    expect(reconnects).toEqual([]);

    // The server drops the connection, then refuses connections for a while (a restart).
    const port = Number(new URL(server.url).port);
    await server.close();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Still trying, between two attempts: at any one instant an attempt may be under way ('connecting'), the longer
    // on a busy machine, so the test waits for the pause after it rather than sampling one moment.
    await until(() => client.status === 'waiting');
    const wss = new WebSocketServer({ port, host: '127.0.0.1' });
    const restarted = await startServerOn(wss);
    await until(() => restarted.subscribed().length === 2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await until(() => reconnects.length === 3);
    expect(reconnects.sort()).toEqual(['global', 'trade:2', 'user:1']);
    expect(reconnects).toHaveLength(3);
    restarted.publish('user:1', typing('after-reconnect'));
    await until(() => events.length === 1);
    expect(events).toEqual([typing('after-reconnect')]);
    await restarted.close();
  });

  it('reopens the socket when the session changes: a new connection, every topic subscribed again, a catch-up', async () => {
    const client = makeClient();
    const caughtUp: string[] = [];
    client.subscribe('stream:1', { event: () => {}, reconnect: () => caughtUp.push('stream:1') });
    await until(() => server.connections.length === 1 && subscribedTopics().length === 1);
    const first = server.connections[0]!.socket;
    client.reopen();
    await until(() => server.connections.length === 2 && caughtUp.length === 1);
    expect(server.connections[1]!.received).toContainEqual({ type: 'subscribe', topic: 'stream:1' });
    await until(() => first.readyState === NodeWebSocket.CLOSED);
    client.close();
  });

  it('backs off exponentially with jitter, capped at the maximum', async () => {
    const scheduled: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const randoms = [0, 1, 0.5, 0, 1, 1];
    const client = makeClient({
      url: 'ws://127.0.0.1:9/none', // nothing listens: every attempt fails
      initialDelayMs: 100,
      maxDelayMs: 400,
      random: () => randoms.shift() ?? 0,
    });
    globalThis.setTimeout = ((fn: () => void, ms?: number) => {
      if (ms !== undefined && ms >= 50) scheduled.push(ms);
      return realSetTimeout(fn, ms === undefined || ms < 50 ? ms : 1);
    }) as typeof setTimeout;
    try {
      client.subscribe('user:1', { event: () => {} });
      await until(() => scheduled.length >= 6, 5_000);
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    client.close();
    // ceiling = min(400, 100·2^n); delay = ceiling/2 + random·ceiling/2
    expect(scheduled.slice(0, 6)).toEqual([50, 200, 300, 200, 400, 400]);
  });

  it('stops reconnecting when the server ends the session (4401) until a topic is subscribed again', async () => {
    const client = makeClient();
    client.subscribe('user:1', { event: () => {} });
    await until(() => server.connections.length === 1 && subscribedTopics().length === 1);
    server.connections[0]!.socket.close(4401, 'Session ended');
    await until(() => client.status === 'stopped');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.connections).toHaveLength(1);
    client.subscribe('user:2', { event: () => {} });
    await until(() => server.connections.length === 2 && subscribedTopics().length === 2);
  });

  it('passes refusals to the listener', async () => {
    const client = makeClient();
    const refused: string[] = [];
    client.subscribe('forbidden:1', { event: () => {}, refused: (m) => refused.push(m) });
    await until(() => refused.length === 1);
    expect(refused).toEqual(['You cannot subscribe to this topic']);
  });

  it('pings, and treats a connection that stops answering as dead: reconnects', async () => {
    const client = makeClient({ pingIntervalMs: 30, pongTimeoutMs: 40 });
    client.subscribe('user:1', { event: () => {} });
    await until(() => server.connections[0]?.received.some((m) => m.type === 'ping') ?? false);
    // From now on the first connection swallows everything silently (a half-open TCP connection).
    server.connections[0]!.socket.removeAllListeners('message');
    await until(() => server.connections.length === 2, 3_000);
    expect(client.status === 'open' || client.status === 'connecting').toBe(true);
  });

  it("ignores frames that are not the protocol's: unknown events, data that does not fit, unknown frames", async () => {
    const client = makeClient();
    const events: RealtimeEvent[] = [];
    client.subscribe('user:1', { event: (e) => events.push(e) });
    await until(() => subscribedTopics().length === 1);
    const socket = server.connections[0]!.socket;
    const event = (value: unknown) => JSON.stringify({ type: 'event', topic: 'user:1', event: value });
    socket.send(event({ type: 'unknown.event', data: {} }));
    socket.send(event({ type: 'notification.created', data: { id: 'n1' } }));
    socket.send(event({ type: 'dm.typing' }));
    socket.send(JSON.stringify({ type: 'event', event: typing('no topic') }));
    socket.send(JSON.stringify({ type: 'hello', topic: 'user:1' }));
    socket.send('not json');
    server.publish('user:1', typing('u2'));
    await until(() => events.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([typing('u2')]);
    expect(client.status).toBe('open');
  });

  it('refetches on resync (the server lost events)', async () => {
    const client = makeClient();
    let refetched = 0;
    client.onReconnect(() => (refetched += 1));
    client.subscribe('user:1', { event: () => {} });
    await until(() => subscribedTopics().length === 1);
    server.connections[0]!.socket.send(JSON.stringify({ type: 'resync' }));
    await until(() => refetched === 1);
  });
});

/** A server on a given port (to come back where the client reconnects). */
async function startServerOn(wss: WebSocketServer) {
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const topics = new Map<NodeWebSocket, Set<string>>();
  wss.on('connection', (socket) => {
    const mine = new Set<string>();
    topics.set(socket, mine);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; topic: string };
      if (message.type === 'subscribe') {
        mine.add(message.topic);
        socket.send(JSON.stringify({ type: 'subscribed', topic: message.topic }));
      }
    });
  });
  return {
    subscribed: () => [...topics.values()].flatMap((t) => [...t]),
    publish: (topic: string, event: RealtimeEvent) => {
      for (const [socket, mine] of topics)
        if (mine.has(topic)) socket.send(JSON.stringify({ type: 'event', topic, event }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close(() => resolve());
      }),
  };
}
