/**
 * A member session mix on PostgreSQL at benchmark scale: 50 connections, each a signed-in member (its own session
 * cookie) going round the home feed, an item page, a search, the wallet, the notifications and a direct message,
 * and every fourth round a cash offer on a listing (then cancelling it, which releases the hold). Against raw
 * node-postgres sending the statements the server sent for the same requests (captured from the server's own
 * process, replayed on the same pool size), halves alternating so drift on a noisy machine hits both alike. Prints
 * req/s, p50/p95/p99 per endpoint and overall, errors, the ratio, and where the time goes: statements per request,
 * time in the database and pool waits.
 *
 *   npx tsx bench/mixed/run.ts [--url postgres://…/swapyard_bench] [--items 100000] [--seconds 10] [--workers 2]
 *     [--instances 2]
 *
 * With `--workers N` the timed runs go to a server of N worker processes (WEB_CONCURRENCY, decision 050), with
 * `--instances N` to N one-process servers sharing Redis behind HAProxy (decision 049); the raw side gets N times
 * the pool. The statements are still captured from one process (the probe lives in it).
 *
 * The database is filled (or reused) by bench/seed/seed-items.ts. The server runs in its own process, as deployed.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_MEMBERS } from '../../apps/server/src/modules/seed/demo-members.ts';
import * as wallet from '../../apps/server/src/modules/wallet/service.ts';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { BENCH_DATABASE_URL, seedBenchDatabase } from '../seed/seed-items.ts';
import { fmt, load, summarise } from '../common/load.ts';
import { ITEM_QUERIES } from '../common/search-queries.ts';
import { request, signIn, startBalancedInstances, startServer, type BenchServer } from '../common/server.ts';
import type { CapturedStatement, ProbeStats } from '../common/sql-probe.ts';
import { replay } from './replay.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: BENCH_DATABASE_URL },
    items: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3191' },
    'probe-port': { type: 'string', default: '3192' },
    /** Print the plan (EXPLAIN ANALYZE) of each endpoint's slowest read. */
    explain: { type: 'boolean', default: false },
    /** Write a CPU profile of the server process (.cpuprofile) into this directory. */
    'cpu-prof': { type: 'string' },
    /** Worker processes of the server the timed runs go to. */
    workers: { type: 'string', default: '1' },
    /** One-process servers behind HAProxy the timed runs go to. */
    instances: { type: 'string', default: '1' },
  },
});
const CONNECTIONS = 50;
/** The server's own pool size (platform/db.ts): the baseline gets the same number of database connections. */
const POOL_SIZE = 10;
/** Samples captured per endpoint for the baseline (different members, items, words). */
const SAMPLES = 6;
const seconds = Number(args.seconds);
const port = Number(args.port);
const probePort = Number(args['probe-port']);
const workers = Number(args.workers);
const instances = Number(args.instances);
/** Server processes the timed runs go to: the raw side gets a pool per process. */
const processes = workers * instances;

const ENDPOINTS = [
  'GET /api/feed',
  'GET /api/items/{id}',
  'GET /api/search/items',
  'GET /api/wallet',
  'GET /api/notifications',
  'POST /api/messages/direct/{userId}',
  'POST /api/trades + cancel',
] as const;
type Endpoint = (typeof ENDPOINTS)[number];
/** A member's session: four rounds of the six requests, then an offer (and its cancel), over and over. */
const SESSION: Endpoint[] = [
  ...Array.from({ length: 4 }, () => ENDPOINTS.slice(0, 6)).flat(),
  'POST /api/trades + cancel',
];
const ROUND = ENDPOINTS.slice(0, 6);

interface Member {
  cookie: string;
  id: string;
  /** Someone they write to. */
  peerId: string;
  /** Listings they may offer on (not theirs; each member's own slice, so no two hold one pending offer). */
  offerable: string[];
}

/** Each worker walks the session script, starting at its own place so the mix holds from the first second. */
class Script {
  constructor(private step: number) {}
  next(): Endpoint {
    return SESSION[this.step++ % SESSION.length]!;
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function probe<T>(method: 'GET' | 'POST', path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${probePort}${path}`, { method });
  return (await res.json()) as T;
}

async function main() {
  await seedBenchDatabase({ url: args.url, items: Number(args.items), log: console.log });
  const pool = new pg.Pool({ connectionString: args.url, max: POOL_SIZE * processes });
  const usernames = DEMO_MEMBERS.map((m) => m.username);
  const { rows: people } = await pool.query<{ id: string; username: string }>(
    'select id, username from profiles where username = any($1)',
    [usernames],
  );
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  const { rows: listed } = await pool.query<{ id: string; user_id: string }>(
    `select id, user_id from items where is_available and status = 'available' and visibility = 'public'
     order by random() limit 20000`,
  );
  // Cash to offer with: a top-up per member for the run (setup, outside the timing; the sandbox is off in
  // production, which the server runs as).
  const setup = await openDatabase({ kind: 'postgres', url: args.url });
  for (const id of idOf.values()) {
    await wallet.creditTopUp(setup.db, { userId: id, amountCents: 500_000, idempotencyKey: randomUUID() });
  }
  await setup.close();

  const probed = await startServer({
    port,
    databaseUrl: args.url,
    env: { SQL_PROBE_PORT: String(probePort) },
    nodeFlags: args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [],
    preload: [new URL('../common/sql-probe.ts', import.meta.url).pathname],
  });
  let server = probed;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    const members: Member[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const username = usernames[i % usernames.length]!;
      const id = idOf.get(username)!;
      members.push({
        cookie: await signIn(server, username),
        id,
        peerId: idOf.get(usernames[(i + 1) % usernames.length]!)!,
        offerable: listed.filter((item, n) => n % CONNECTIONS === i && item.user_id !== id).map((x) => x.id),
      });
    }
    const itemIds = listed.map((x) => x.id);

    /** Sends one step of a member's session; returns what the raw replay must make fresh. */
    const api = async (server: BenchServer, member: Member, endpoint: Endpoint) => {
      const headers = { cookie: member.cookie };
      const write = { ...headers, origin: server.origin };
      const call = (options: Parameters<typeof request>[2]) => request(agent, server.port, options);
      switch (endpoint) {
        case 'GET /api/feed':
          return void (await call({ path: '/api/feed', headers }));
        case 'GET /api/items/{id}':
          return void (await call({ path: `/api/items/${pick(itemIds)}`, headers }));
        case 'GET /api/search/items':
          return void (await call({
            path: `/api/search/items?q=${encodeURIComponent(pick(ITEM_QUERIES))}`,
            headers,
          }));
        case 'GET /api/wallet':
          return void (await call({ path: '/api/wallet', headers }));
        case 'GET /api/notifications':
          return void (await call({ path: '/api/notifications', headers }));
        case 'POST /api/messages/direct/{userId}':
          return void (await call({
            method: 'POST',
            path: `/api/messages/direct/${member.peerId}`,
            headers: write,
            body: { content: 'Is this still available?' },
            expect: 201,
          }));
        case 'POST /api/trades + cancel': {
          const itemId = member.offerable.shift()!;
          const keys = [randomUUID(), randomUUID()];
          const trade = (await call({
            method: 'POST',
            path: '/api/trades',
            headers: { ...write, 'idempotency-key': keys[0]! },
            body: { kind: 'cash', ownerItemId: itemId, cashCents: 500, paymentMethod: 'credit' },
            expect: 201,
          })) as { id: string };
          await call({
            method: 'POST',
            path: `/api/trades/${trade.id}/cancel`,
            headers: { ...write, 'idempotency-key': keys[1]! },
          });
          return [...keys, itemId, trade.id];
        }
      }
    };

    // Capture: each endpoint a few times, one request at a time, with the statements the server sent for it.
    const samples = new Map<Endpoint, Array<{ statements: CapturedStatement[]; fresh: string[] }>>();
    const single = new Map<Endpoint, number[]>();
    for (const endpoint of ENDPOINTS) {
      for (let n = 0; n < SAMPLES; n++) {
        const member = members[n * 7]!;
        await probe('POST', '/capture/start');
        const t = performance.now();
        const fresh = (await api(server, member, endpoint)) ?? [];
        single.set(endpoint, [...(single.get(endpoint) ?? []), performance.now() - t]);
        // Work the server finishes after answering belongs to the request too.
        await new Promise((resolve) => setTimeout(resolve, 100));
        const statements = await probe<CapturedStatement[]>('POST', '/capture/stop');
        samples.set(endpoint, [...(samples.get(endpoint) ?? []), { statements, fresh }]);
      }
    }
    console.log(`\nwhere a request's time goes (one at a time, ${SAMPLES} samples each, medians):`);
    for (const endpoint of ENDPOINTS) {
      const taken = samples.get(endpoint)!;
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const statements = median(taken.map((s) => s.statements.length));
      const database = median(taken.map((s) => s.statements.reduce((sum, st) => sum + st.ms, 0)));
      console.log(
        `  ${endpoint.padEnd(36)} ${fmt(median(single.get(endpoint)!)).padStart(9)}  ${String(statements).padStart(3)} statements, ${fmt(database)} in them`,
      );
    }
    if (process.env.MIXED_SHOW_SQL) {
      for (const [endpoint, taken] of samples) {
        console.log(`\n${endpoint}:`);
        for (const st of taken[0]!.statements)
          console.log(
            `  [${st.connection}] ${st.ms.toFixed(1)} ms  ${st.text.replace(/\s+/g, ' ').slice(0, 240)}`,
          );
      }
    }

    // Both sides walk the same scripts from the same places, kept across the halves.
    if (args.explain) {
      for (const [endpoint, taken] of samples) {
        const reads = taken
          .flatMap((t) => t.statements)
          .filter((st) => /^\s*(select|with)\b/i.test(st.text) && !/for update/i.test(st.text));
        const slowest = reads.sort((a, b) => b.ms - a.ms)[0];
        if (!slowest) continue;
        const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${slowest.text}`,
          slowest.params,
        );
        console.log(`\n${endpoint}, slowest read (${fmt(slowest.ms)} when captured):`);
        console.log(`  ${slowest.text.replace(/\s+/g, ' ').slice(0, 400)}`);
        for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
      }
    }

    const scripts = {
      api: members.map((_, i) => new Script(i)),
      raw: members.map((_, i) => new Script(i)),
    };
    const latencies = {
      api: new Map<Endpoint, number[]>(ENDPOINTS.map((e) => [e, []])),
      raw: new Map<Endpoint, number[]>(ENDPOINTS.map((e) => [e, []])),
    };
    const errors = { api: 0, raw: 0 };
    const elapsed = { api: 0, raw: 0 };
    let firstError: unknown;
    const timed = (side: 'api' | 'raw', run: (worker: number, endpoint: Endpoint) => Promise<unknown>) => {
      const script = scripts[side];
      return async (worker: number) => {
        const endpoint = script[worker]!.next();
        const t = performance.now();
        try {
          await run(worker, endpoint);
          latencies[side].get(endpoint)!.push(performance.now() - t);
        } catch (error) {
          errors[side]++;
          firstError ??= error;
        }
      };
    };
    // The timed runs: the probed server itself, or the processes or instances started now on its port.
    if (instances > 1) {
      await probed.stop();
      server = await startBalancedInstances({ port, databaseUrl: args.url, instances });
    } else if (workers > 1) {
      await probed.stop();
      server = await startServer({ port, databaseUrl: args.url, workers });
    }
    const probeOf = <T>(method: 'GET' | 'POST', path: string) =>
      processes > 1 ? Promise.resolve(undefined) : probe<T>(method, path);
    const viaApi = (worker: number, endpoint: Endpoint) => api(server, members[worker]!, endpoint);
    const viaRaw = (worker: number, endpoint: Endpoint) => {
      const sample = pick(samples.get(endpoint)!);
      if (sample.fresh.length === 0) return replay(pool, sample.statements, null);
      // The offer's keys, item and trade: fresh ones, as the API run's next offer would have.
      const [keyOffer, keyCancel, itemId, tradeId] = sample.fresh as [string, string, string, string];
      const swap = new Map([
        [keyOffer, randomUUID()],
        [keyCancel, randomUUID()],
        [itemId, members[worker]!.offerable.shift()!],
        [tradeId, randomUUID()],
      ]);
      return replay(pool, sample.statements, swap);
    };

    // Warm both paths, then alternate halves.
    await load(async (w) => void (await viaApi(w, pick(ROUND))), 2, CONNECTIONS);
    await load(async (w) => void (await viaRaw(w, pick(ROUND))), 2, CONNECTIONS);
    await probeOf('GET', '/stats');
    const probeStats: ProbeStats[] = [];
    for (let half = 0; half < 2; half++) {
      for (const side of ['api', 'raw'] as const) {
        const t = performance.now();
        await load(timed(side, side === 'api' ? viaApi : viaRaw), seconds / 2, CONNECTIONS);
        elapsed[side] += (performance.now() - t) / 1000;
        const stats = await probeOf<ProbeStats>('GET', '/stats');
        if (side === 'api' && stats) probeStats.push(stats);
      }
    }

    console.log(
      `\nmember session mix, ${instances > 1 ? `${instances} instances behind HAProxy` : `${workers} server process${workers > 1 ? 'es' : ''}`} (raw pool ${POOL_SIZE * processes}), ${args.items} items, ${CONNECTIONS} connections (${members.length} sessions of ${usernames.length} members), ${seconds} s each, load average ${(
        await import('node:os')
      )
        .loadavg()[0]!
        .toFixed(2)}`,
    );
    const line = (name: string, r: ReturnType<typeof summarise>) =>
      `${name.padEnd(36)} ${r.perSecond.toFixed(1).padStart(7)} req/s  p50 ${fmt(r.p50).padStart(9)}  p95 ${fmt(r.p95).padStart(9)}  p99 ${fmt(r.p99).padStart(9)}`;
    const overall = { api: summarise([], 1), raw: summarise([], 1) };
    for (const side of ['api', 'raw'] as const) {
      console.log(`\n${side === 'api' ? 'API' : 'raw SQL (the same statements)'}:`);
      for (const endpoint of ENDPOINTS) {
        console.log(`  ${line(endpoint, summarise([...latencies[side].get(endpoint)!], elapsed[side]))}`);
      }
      overall[side] = summarise([...latencies[side].values()].flat(), elapsed[side], errors[side]);
      console.log(
        `  ${line('overall', overall[side])}  (${overall[side].requests} requests, ${errors[side]} errors)`,
      );
    }
    console.log(`\nratio API / raw: ${(overall.api.perSecond / overall.raw.perSecond).toFixed(2)}`);
    const sum = (key: keyof ProbeStats) => probeStats.reduce((s, p) => s + p[key], 0);
    if (probeStats.length > 0)
      console.log(
        `API under load: ${(sum('statements') / overall.api.requests).toFixed(1)} statements per request, ` +
          `${fmt(sum('statementMs') / sum('statements'))} each; ${(sum('checkouts') / overall.api.requests).toFixed(1)} pool checkouts per request, ` +
          `${fmt(sum('checkoutWaitMs') / sum('checkouts'))} waiting for a connection each (at most ${Math.max(...probeStats.map((p) => p.maxWaiting))} waiting); ` +
          `event loop delay p50 ${fmt(Math.max(...probeStats.map((p) => p.loopDelayP50)))}, p99 ${fmt(Math.max(...probeStats.map((p) => p.loopDelayP99)))}`,
      );
    if (firstError) console.log(`first error: ${String(firstError)}`);
  } finally {
    agent.destroy();
    await server.stop();
    await pool.end();
  }
}

await main();
