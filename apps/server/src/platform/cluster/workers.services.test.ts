import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { LIVE_EVENTS, LIVE_STREAMS_TOPIC, liveStreamTopic } from '@swapyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../../modules/realtime/test-socket.ts';
import { startBrowserPeers, waitFor } from '../live-video/testing/browser-peers.ts';
import { spawnServer } from '../../test/spawned-server.ts';
import { createTestDatabase } from '../../test/test-database.ts';

// Needs a PostgreSQL server (npm run test:pg). One instance as two worker processes sharing its port
// (WEB_CONCURRENCY=2) and no Redis: the workers share realtime events, limits, viewer counts and the embedded SFU
// through their primary (decision 050). Node's cluster hands new connections to the workers in turn, so
// connections opened one after another alternate between them.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof spawnServer>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // Serving once both workers do; its log says when a worker dies (the restart test waits for that).
  server = await spawnServer(database, { WEB_CONCURRENCY: '2', AUTH_RATE_LIMIT: 'true', LOG_LEVEL: 'info' });
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.stop();
  await database?.drop();
});

/** A POST on a connection of its own (so on the next worker in turn). */
function onNewConnection(
  path: string,
  body?: unknown,
  cookie = '',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${server.base}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', Origin: server.base, cookie },
        timeout: 10_000,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer to ${path} in 10 s`)));
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function visitors(count: number): Promise<TestSocket[]> {
  const opened: TestSocket[] = [];
  for (let i = 0; i < count; i++)
    opened.push(await TestSocket.open(`${server.base.replace('http', 'ws')}/api/realtime`));
  sockets.push(...opened);
  return opened;
}

/** The primary's worker processes (its other child is the embedded SFU's). */
const workerPids = () =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(server.child.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('main.ts'))
    .map((line) => line.trim().split(' ')[0]!);

describe('one instance, two worker processes', () => {
  it("delivers an event to every worker's sockets and counts a stream's viewers on both", async () => {
    expect(workerPids()).toHaveLength(2);
    const cookie = await server.signUp('workers1');
    const watching = await visitors(4);
    for (const socket of watching) await socket.subscribe(LIVE_STREAMS_TOPIC);

    const went = await onNewConnection('/api/live/streams', { title: 'Two workers' }, cookie);
    expect(went.status, went.text).toBe(200);
    const stream = JSON.parse(went.text) as { id: string };
    for (const socket of watching) await socket.next((f) => f.event?.type === LIVE_EVENTS.streamsChanged);

    for (const socket of watching) await socket.subscribe(liveStreamTopic(stream.id));
    for (const socket of watching) {
      await socket.next(
        (f) => f.event?.type === LIVE_EVENTS.viewers && (f.event.data as { count: number }).count === 4,
      );
    }
  });

  it('counts a limit once for the instance, whichever worker takes the request', async () => {
    // Recovery e-mails: 5 an hour from one address (platform/rate-limit/auth-rate-limit.ts).
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await onNewConnection('/api/auth/request-password-reset', { email: `nobody${i}@example.com` }))
          .status,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('relays a stream published through one worker to viewers of both, through the one SFU in the primary', async () => {
    const cookie = await server.signUp('workers2');
    const went = await onNewConnection('/api/live/streams', { title: 'Camera on' }, cookie);
    const stream = JSON.parse(went.text) as { id: string };
    // Nothing published yet: the SFU's refusal reaches the route as thrown (409), from either worker.
    for (let i = 0; i < 2; i++) {
      const refused = await onNewConnection(`/api/live/streams/${stream.id}/video/watch`, {});
      expect(refused.status, refused.text).toBe(409);
    }
    const peers = await startBrowserPeers();
    try {
      const publisher = await peers.publisher();
      await publisher.publish(async (offerSdp) => {
        const published = await onNewConnection(
          `/api/live/streams/${stream.id}/video/publish`,
          { sdp: offerSdp },
          cookie,
        );
        expect(published.status, published.text).toBe(200);
        return JSON.parse(published.text) as { sdp: string };
      });
      // Two viewers, each watching and answering on connections of their own: both workers take part.
      for (let i = 0; i < 2; i++) {
        const viewer = await peers.viewer();
        const watching = await onNewConnection(`/api/live/streams/${stream.id}/video/watch`, {});
        expect(watching.status, watching.text).toBe(200);
        const { sessionId, sdp } = JSON.parse(watching.text) as { sessionId: string; sdp: string };
        const answered = await onNewConnection(`/api/live/video/${sessionId}/answer`, {
          sdp: await viewer.watch(sdp),
        });
        expect(answered.status, answered.text).toBe(204);
        const stats = await waitFor(
          () => viewer.stats(),
          (s) => s.framesDecoded > 0,
          10_000,
        );
        expect(stats.framesDecoded).toBeGreaterThan(0);
      }
    } finally {
      await peers.close();
    }
  });

  it('starts a worker again when one dies, and serves meanwhile', async () => {
    const [first] = workerPids();
    process.kill(Number(first), 'SIGKILL');
    // Once the primary has seen it go (a connection handed to a worker in the instant it dies is lost with it):
    await expect.poll(() => server.output().includes('worker exited: starting another')).toBe(true);
    expect((await onNewConnection('/api/health')).status).toBe(200);
    await expect.poll(() => workerPids().filter((pid) => pid !== first), { timeout: 30_000 }).toHaveLength(2);
    expect(server.exits).toEqual([]);
  });
});
