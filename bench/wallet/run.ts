/**
 * Ledger throughput on PostgreSQL: member-to-member transfers through the wallet API (a transaction, a savepoint,
 * the idempotent ledger transaction row, account locks in id order, entries whose trigger moves the balances, the
 * CHECK, the deferred zero-sum check) against the least a correct transfer can do in raw node-postgres (BEGIN, a
 * conditional debit, a credit, COMMIT on a plain balances table). Two mixes: transfers spread over many wallets,
 * and every transfer paying out of one hot wallet (they must queue on its row). Prints transfers/s, p50/p99 and the
 * ratio of each mix; the database is made for the run and dropped after.
 *
 *   npx tsx bench/wallet/run.ts [--url postgres://postgres@127.0.0.1:5432/postgres] [--transfers 2000] [--connections 10]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { migrateDatabase } from '../../apps/server/src/platform/migrate.ts';
import { ledgerImbalance } from '../../apps/server/src/modules/wallet/ledger.ts';
import * as wallet from '../../apps/server/src/modules/wallet/service.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    transfers: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '10' },
  },
});
const TRANSFERS = Number(args.transfers);
const CONNECTIONS = Number(args.connections);
const MEMBERS = 200;
const START_CENTS = 1_000_000;

const dbName = `swapyard_bench_wallet_${Date.now()}`;
const admin = new pg.Client({ connectionString: args.url });
await admin.connect();
await admin.query(`create database "${dbName}"`);
const url = new URL(args.url);
url.pathname = `/${dbName}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
const raw = new pg.Pool({ connectionString: url.toString(), max: CONNECTIONS });
// The final drop terminates whatever is still connected; that is expected.
raw.on('error', () => {});

try {
  await migrateDatabase(database);
  // Our pool has 10 connections; the raw pool gets the same number.
  const { rows: users } = await raw.query<{ id: string }>(
    `insert into "user" (name, email, username)
     select 'Bench ' || n, 'bench' || n || '@example.test', 'bench_' || n from generate_series(1, ${MEMBERS}) n
     returning id`,
  );
  const ids = users.map((u) => u.id);
  for (const id of ids) {
    await wallet.creditTopUp(database.db, {
      userId: id,
      amountCents: START_CENTS,
      idempotencyKey: randomUUID(),
    });
  }
  await raw.query(
    'create table raw_balances (id uuid primary key, balance bigint not null check (balance >= 0))',
  );
  await raw.query('insert into raw_balances select unnest($1::uuid[]), $2', [ids, START_CENTS]);

  const pairs = (hot: boolean) =>
    Array.from({ length: TRANSFERS }, (_, i) => {
      const from = hot ? ids[0]! : ids[(i * 7) % MEMBERS]!;
      let to = ids[(i * 13 + 1) % MEMBERS]!;
      if (to === from) to = ids[(i * 13 + 2) % MEMBERS]!;
      return { from, to, cents: 1 + (i % 50) };
    });

  const viaLedger = (p: { from: string; to: string; cents: number }) =>
    wallet.transfer(database.db, {
      fromUserId: p.from,
      toUserId: p.to,
      creditCents: p.cents,
      cashCents: 0,
      idempotencyKey: randomUUID(),
    });
  const viaRaw = async (p: { from: string; to: string; cents: number }) => {
    const client = await raw.connect();
    try {
      await client.query('begin');
      // Both rows locked in id order, as the ledger does, or opposite transfers deadlock.
      await client.query('select 1 from raw_balances where id = any($1) order by id for update', [
        [p.from, p.to],
      ]);
      const debit = await client.query(
        'update raw_balances set balance = balance - $2 where id = $1 and balance >= $2',
        [p.from, p.cents],
      );
      if (debit.rowCount !== 1) throw new Error('insufficient');
      await client.query('update raw_balances set balance = balance + $2 where id = $1', [p.to, p.cents]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };

  /** Runs every transfer with CONNECTIONS in flight; returns transfers/s and latency percentiles. */
  async function measure(
    work: Array<{ from: string; to: string; cents: number }>,
    run: (p: (typeof work)[number]) => Promise<unknown>,
  ) {
    const latencies: number[] = [];
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < work.length) {
          const item = work[next++]!;
          const t0 = performance.now();
          await run(item);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)]!;
    return { perSecond: work.length / seconds, p50: at(0.5), p99: at(0.99) };
  }

  const show = (name: string, r: { perSecond: number; p50: number; p99: number }) =>
    `${name.padEnd(8)} ${r.perSecond.toFixed(0).padStart(6)} transfers/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`;

  console.log(`${TRANSFERS} transfers per run, ${CONNECTIONS} connections, ${MEMBERS} wallets`);
  for (const hot of [false, true]) {
    const work = pairs(hot);
    // Warm both paths, then alternate so drift on a noisy machine hits both alike.
    await measure(work.slice(0, 100), viaLedger);
    await measure(work.slice(0, 100), viaRaw);
    const ledger = await measure(work, viaLedger);
    const baseline = await measure(work, viaRaw);
    console.log(hot ? '\none hot wallet paying every transfer:' : '\ntransfers spread over the wallets:');
    console.log(show('ledger', ledger));
    console.log(show('raw', baseline));
    console.log(`ratio (ledger / raw throughput): ${(ledger.perSecond / baseline.perSecond).toFixed(2)}`);
  }
  console.log(`\nledger imbalance after the runs: ${await ledgerImbalance(database.db)} (must be 0)`);
} finally {
  await raw.end();
  await database.close();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
}
