/**
 * Live auction bidding: simulated bidders on one running auction, a viewer's WebSocket watching its topic.
 *
 * 1. Latency: bids one after another (a random bidder each, the minimum raise), timed from sending the bid to the
 *    viewer receiving the `live.auction` event with the new price (validation, row lock, wallet holds and release,
 *    ledger, commit, the auction's public view, publish, the socket).
 * 2. Throughput: `--concurrency` bidders bid as fast as they can for `--seconds`, each at the price it last saw plus
 *    a random raise: bids accepted per second, and how many were refused as beaten meanwhile. Twice: through the
 *    app in this thread (as before), then over real HTTP from a worker thread (bidders.ts), as browsers would bid.
 *
 * Baseline in the same run, alternating with ours: the least a server-authoritative bid can do on the same
 * database and socket stack: one transaction locking a row, checking and updating the price, then a raw `ws`
 * broadcast of the new price to one socket. Prints p50/p95 of both and the ratios (raw / ours).
 *
 *   npx tsx bench/live/run.ts [--bids 200] [--bidders 20] [--concurrency 8] [--seconds 10]
 *   (on the PostgreSQL of DATABASE_URL, by default the local server: a database made and dropped for the run)
 */
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { WebSocket, WebSocketServer } from 'ws';
import { LIVE_EVENTS, liveStreamTopic, type LiveAuction } from '@swapyard/domain';
import { liveAuctions } from '../../apps/server/src/db/schema/index.ts';
import { creditTopUp } from '../../apps/server/src/modules/wallet/service.ts';
import { createItem, createUser, signedInClient } from '../../apps/server/src/test/factories.ts';
import { TEST_PUBLIC_URL, type TestClient } from '../../apps/server/src/test/test-client.ts';
import {
  cookieOf,
  listenForSockets,
  TestSocket,
} from '../../apps/server/src/modules/realtime/test-socket.ts';
import { createTestApp } from '../../apps/server/src/test/test-app.ts';
import { sessionCacheOf } from '../../apps/server/src/modules/auth/session.ts';
import type { BiddersInput } from './bidders.ts';

const { values: args } = parseArgs({
  options: {
    bids: { type: 'string', default: '200' },
    bidders: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
  },
});
const BIDS = Number(args.bids);
const CONCURRENCY = Number(args.concurrency);
const SECONDS = Number(args.seconds);

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const t = await createTestApp({ config: { authRateLimit: false } });
const served = await listenForSockets(t.app);
// As a server starts the auth module: sessions remembered while every change to them is heard.
const stopSessionCache = await sessionCacheOf(t.auth).listen(t.database);
type Member = { id: string; client: TestClient };
async function member(creditCents = 0): Promise<Member> {
  const user = await createUser(t);
  if (creditCents)
    await creditTopUp(t.db, { userId: user.id, amountCents: creditCents, idempotencyKey: user.id });
  return { id: user.id, client: await signedInClient(t, user) };
}
async function ok<T>(res: Promise<Response>): Promise<T> {
  const answer = await res;
  if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}
const streamer = await member();
const bidders: Member[] = [];
for (let i = 0; i < Number(args.bidders); i++) bidders.push(await member(100_000_000));
const stream = await ok<{ id: string }>(streamer.client.post('/api/live/streams', { title: 'Bench' }));
const auction = await ok<{ id: string }>(
  streamer.client.post(`/api/live/streams/${stream.id}/auctions`, {
    itemId: (await createItem(t, { id: streamer.id })).id,
    startingPriceCents: 100,
  }),
);
await ok(streamer.client.post(`/api/live/auctions/${auction.id}/start`));
// Far from its end: no anti-sniping extension and no close while we measure.
await t.db
  .update(liveAuctions)
  .set({ endsAt: new Date(Date.now() + 3_600_000) })
  .where(eq(liveAuctions.id, auction.id));
const viewer = await TestSocket.open(served.url);
await viewer.subscribe(liveStreamTopic(stream.id));

// The baseline: a bare row with a price, and a raw ws server with one viewer.
await t.db.execute(sql`create table bench_raw_auction (id int primary key, price_cents int not null)`);
await t.db.execute(sql`insert into bench_raw_auction values (1, 100)`);
const rawServer = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise<void>((resolve) => rawServer.once('listening', () => resolve()));
const rawViewer = new WebSocket(`ws://127.0.0.1:${(rawServer.address() as { port: number }).port}`);
await new Promise<void>((resolve) => rawViewer.once('open', () => resolve()));
const rawSeen = new Map<number, () => void>();
rawViewer.on('message', (data) => rawSeen.get(Number(String(data)))?.());

const now = () => performance.now();
// Bidders in turn: one member may bid only BIDS_PER_SECOND times a second in an auction, so a hot auction is many
// members bidding, as here.
let nextBidder = 0;
const pick = () => bidders[nextBidder++ % bidders.length]!;
let price = 100;

async function ourBid(amountCents: number, who = pick()) {
  return who.client.post(`/api/live/auctions/${auction.id}/bids`, { amountCents });
}

/** One of ours: from sending to the viewer's receipt of the new price. */
async function ourRound(): Promise<number> {
  const amount = price + 100;
  const start = now();
  const seen = viewer.next(
    (f) =>
      f.event?.type === LIVE_EVENTS.auction && (f.event.data as LiveAuction).currentPriceCents === amount,
    { from: viewer.frames.length },
  );
  const res = await ourBid(amount);
  if (res.status !== 201) throw new Error(`bid refused: ${res.status} ${await res.text()}`);
  await seen;
  price = amount;
  return now() - start;
}

let rawPrice = 100;
/** The baseline's: lock, check, update, commit, broadcast, received. */
async function rawRound(): Promise<number> {
  const amount = rawPrice + 100;
  const start = now();
  const seen = new Promise<void>((resolve) => rawSeen.set(amount, resolve));
  await t.db.transaction(async (tx) => {
    const rows = (await tx.execute(
      sql`select price_cents from bench_raw_auction where id = 1 for update`,
    )) as unknown;
    const current = Number(
      ((rows as { rows?: Array<{ price_cents: number }> }).rows ??
        (rows as Array<{ price_cents: number }>))[0]!.price_cents,
    );
    if (amount <= current) throw new Error('raw bid too low');
    await tx.execute(sql`update bench_raw_auction set price_cents = ${amount} where id = 1`);
  });
  for (const client of rawServer.clients) client.send(String(amount));
  await seen;
  rawPrice = amount;
  return now() - start;
}

const latencies = { ours: [] as number[], raw: [] as number[] };
for (let n = 0; n < 10; n++) {
  await ourRound();
  await rawRound();
}
for (let n = 0; n < BIDS; n++) {
  if (n % 2) {
    latencies.raw.push(await rawRound());
    latencies.ours.push(await ourRound());
  } else {
    latencies.ours.push(await ourRound());
    latencies.raw.push(await rawRound());
  }
}

/** The price the viewer's socket last received. */
function seenPrice(): number {
  for (let i = viewer.frames.length - 1; i >= 0; i--) {
    const event = viewer.frames[i]!.event;
    if (event?.type === LIVE_EVENTS.auction) return (event.data as LiveAuction).currentPriceCents;
  }
  return price;
}

/** Bidders at once for SECONDS: each bids what it last saw plus $1 to $3. */
async function throughput(kind: 'ours' | 'raw') {
  let accepted = 0;
  let refused = 0;
  const until = now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (now() < until) {
        const who = pick();
        const raise = 100 * (1 + Math.floor(Math.random() * 3));
        if (kind === 'ours') {
          const res = await ourBid(price + raise, who);
          if (res.status === 201) {
            accepted++;
            price = Math.max(price, ((await res.json()) as LiveAuction).currentPriceCents);
          } else {
            refused++;
            // Beaten meanwhile: bid again above the price the refusal gives, as a bidder's screen would show it.
            const refusal = (await res.json()) as { error: { details?: { currentPriceCents?: number } } };
            price = Math.max(price, refusal.error.details?.currentPriceCents ?? seenPrice());
          }
        } else {
          try {
            rawPrice += 0;
            const amount = rawPrice + raise;
            await t.db.transaction(async (tx) => {
              const rows = (await tx.execute(
                sql`select price_cents from bench_raw_auction where id = 1 for update`,
              )) as unknown;
              const list =
                (rows as { rows?: Array<{ price_cents: number }> }).rows ??
                (rows as Array<{ price_cents: number }>);
              const current = Number(list[0]!.price_cents);
              rawPrice = current;
              if (amount <= current) throw new Error('beaten');
              await tx.execute(sql`update bench_raw_auction set price_cents = ${amount} where id = 1`);
            });
            for (const client of rawServer.clients) client.send(String(amount));
            rawPrice = amount;
            accepted++;
          } catch {
            refused++;
          }
        }
      }
    }),
  );
  return { perSecond: accepted / SECONDS, accepted, refused };
}
/** The same bidders over real HTTP from a worker thread (bidders.ts): the server's thread serves only the bids. */
async function throughputOverHttp() {
  const input: BiddersInput = {
    baseUrl: `http://127.0.0.1:${served.port}`,
    origin: TEST_PUBLIC_URL,
    auctionId: auction.id,
    cookies: bidders.map((bidder) => cookieOf(bidder.client)),
    startPriceCents: Math.max(price, seenPrice()),
    concurrency: CONCURRENCY,
    seconds: SECONDS,
  };
  // The worker loads TypeScript through tsx's loader, registered inside it.
  const script = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(
    new URL('./bidders.ts', import.meta.url).href,
  )}); })`;
  const worker = new Worker(script, { eval: true, workerData: input });
  const result = await new Promise<{ accepted: number; refused: number }>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', resolve);
  });
  await worker.terminate();
  return { perSecond: result.accepted / SECONDS, ...result };
}

const oursRate = await throughput('ours');
const oursOverHttp = await throughputOverHttp();
const rawRate = await throughput('raw');

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
const row = (name: string, values: number[]) =>
  `${name.padEnd(34)} p50 ${ms(pct(values, 50))}   p95 ${ms(pct(values, 95))}   (${values.length} bids)`;
console.log(`database: ${t.database.kind}; ${bidders.length} bidders; one viewer socket`);
console.log(row('swapyard bid → viewer', latencies.ours));
console.log(row('raw lock+update → ws viewer', latencies.raw));
console.log(
  [50, 95]
    .map((p) => `ratio p${p} (raw / ours): ${(pct(latencies.raw, p) / pct(latencies.ours, p)).toFixed(2)}`)
    .join('   '),
);
console.log(
  `throughput, ${CONCURRENCY} bidders at once for ${SECONDS} s: swapyard ${oursRate.perSecond.toFixed(1)} bids/s ` +
    `accepted (${oursRate.refused} refused as beaten), raw ${rawRate.perSecond.toFixed(1)}/s ` +
    `(${rawRate.refused} beaten); ratio (ours / raw): ${(oursRate.perSecond / rawRate.perSecond).toFixed(2)}`,
);
console.log(
  `  the same over HTTP, bidders in a worker thread: swapyard ${oursOverHttp.perSecond.toFixed(1)} bids/s accepted ` +
    `(${oursOverHttp.refused} refused as beaten); ratio (ours / raw): ` +
    (oursOverHttp.perSecond / rawRate.perSecond).toFixed(2),
);

viewer.close();
rawViewer.close();
await new Promise<void>((resolve) => rawServer.close(() => resolve()));
await stopSessionCache();
await served.close();
await t.close();
