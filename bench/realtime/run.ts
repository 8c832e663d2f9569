/**
 * Live-update delivery: 1,000 WebSockets subscribed to one topic (`user:{id}` of one member, each socket
 * authenticated by the session cookie through `/api/realtime`), each event published right after a trivial
 * transaction commits, timed from the commit to its receipt on every socket. Baseline in the same run: a raw `ws`
 * server holding 1,000 sockets, broadcasting the same frame right after the same commit. The servers run on this
 * thread, the client sockets in worker threads (bench/realtime/clients.ts); rounds alternate between the two
 * servers so both see the same load. Prints p50/p95/p99 of each and the ratios (raw / ours).
 *
 *   npx tsx bench/realtime/run.ts [--sockets 1000] [--rounds 100] [--workers 2] [--redis redis://127.0.0.1:6379]
 *   (DATABASE_URL=postgres://… to commit on PostgreSQL; in-memory PGlite otherwise)
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { RealtimeEvent } from '@swapyard/domain';
import { sql } from 'drizzle-orm';
import { WebSocketServer } from 'ws';
import { cookieOf, listenForSockets } from '../../apps/server/src/modules/realtime/test-socket.ts';
import { RealtimeHub, RedisPubSub } from '../../apps/server/src/platform/realtime/index.ts';
import { createTestApp } from '../../apps/server/src/test/test-app.ts';
import { createUser, signedInClient } from '../../apps/server/src/test/factories.ts';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '100' },
    workers: { type: 'string', default: '2' },
    redis: { type: 'string' },
  },
});
const SOCKETS = Number(args.sockets);
const ROUNDS = Number(args.rounds);
const WORKERS = Number(args.workers);

const hub = new RealtimeHub(args.redis ? new RedisPubSub(args.redis) : undefined);
const t = await createTestApp({ realtime: hub, config: { authRateLimit: false } });
const served = await listenForSockets(t.app);
const member = await createUser(t);
const cookie = cookieOf(await signedInClient(t, member));
const topic = `user:${member.id}`;

// The baseline: raw ws, broadcasting to every socket it holds.
const rawServer = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise<void>((resolve) => rawServer.once('listening', () => resolve()));
const rawUrl = `ws://127.0.0.1:${(rawServer.address() as { port: number }).port}`;

const now = () => performance.timeOrigin + performance.now();
const committedAt = new Map<string, number>();
const latencies = { ours: [] as number[], raw: [] as number[] };
let waiting = 0;
let roundDone: (() => void) | undefined;

const workers = Array.from({ length: WORKERS }, (_, i) => {
  const count = Math.floor(SOCKETS / WORKERS) + (i < SOCKETS % WORKERS ? 1 : 0);
  // The worker loads TypeScript through tsx's loader, registered inside it.
  const script = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
    new URL('./clients.ts', import.meta.url).href,
  )}); })`;
  return new Worker(script, { eval: true, workerData: { ourUrl: served.url, rawUrl, cookie, topic, count } });
});
await Promise.all(
  workers.map(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        worker.once('error', reject);
        worker.on('message', (message: { ready?: boolean; round?: string; times?: number[] }) => {
          if (message.ready) return resolve();
          const round = message.round!;
          const kind = round.startsWith('ours') ? 'ours' : 'raw';
          const start = committedAt.get(round)!;
          for (const at of message.times!) latencies[kind].push(at - start);
          if (--waiting === 0) roundDone?.();
        });
      }),
  ),
);
console.log(
  `${SOCKETS} sockets on each server (clients in ${WORKERS} worker threads); database: ${t.database.kind}; ` +
    `pub/sub: ${args.redis ? 'redis' : 'in-process'}`,
);

/** A trivial transaction; resolves when it has committed. */
const commit = () => t.db.transaction(async (tx) => void (await tx.execute(sql`select 1`)));

async function round(kind: 'ours' | 'raw', n: number) {
  const id = `${kind}-${n}`;
  const done = new Promise<void>((resolve) => (roundDone = resolve));
  waiting = WORKERS;
  // A real event (the hub takes only those), the round in its id, about the size of a chat message.
  const event: RealtimeEvent = {
    type: 'trade.message',
    data: {
      id,
      tradeId: 'bench',
      senderId: 'bench',
      content: 'x'.repeat(200),
      createdAt: new Date().toISOString(),
    },
  };
  await commit();
  committedAt.set(id, now());
  if (kind === 'ours') {
    await hub.publish(topic, event);
  } else {
    const frame = JSON.stringify({ type: 'event', topic, event });
    for (const client of rawServer.clients) client.send(frame);
  }
  const timeout = new Promise<void>((_, reject) =>
    setTimeout(() => reject(new Error(`${id}: not every socket received the event`)), 10_000).unref(),
  );
  await Promise.race([done, timeout]);
}

// Warm-up, then alternate which goes first so that both see the same load on this (shared, noisy) machine.
for (let n = 0; n < 5; n++) {
  await round('ours', -n - 1);
  await round('raw', -n - 1);
}
latencies.ours.length = 0;
latencies.raw.length = 0;
for (let n = 0; n < ROUNDS; n++) {
  await round(n % 2 ? 'raw' : 'ours', n);
  await round(n % 2 ? 'ours' : 'raw', n);
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
const row = (name: string, values: number[]) =>
  `${name.padEnd(24)} p50 ${ms(pct(values, 50))}   p95 ${ms(pct(values, 95))}   p99 ${ms(pct(values, 99))}` +
  `   (${values.length} deliveries)`;
console.log(row('swapyard /api/realtime', latencies.ours));
console.log(row('raw ws broadcast', latencies.raw));
console.log(
  [50, 95, 99]
    .map((p) => `ratio p${p} (raw / ours): ${(pct(latencies.raw, p) / pct(latencies.ours, p)).toFixed(2)}`)
    .join('   '),
);

for (const worker of workers) worker.postMessage({ close: true });
await Promise.all(workers.map((worker) => worker.terminate()));
await new Promise<void>((resolve) => rawServer.close(() => resolve()));
await served.close();
await hub.close();
await t.close();
