/**
 * Search latency at scale: p50/p95 of GET /api/search/items's work (words → one ranked SQL statement in a
 * transaction that lowers the trigram threshold → Items with owners) over a mix of typed queries (prefixes while
 * typing, misspellings, brands, several words), against the same SQL sent through raw node-postgres in the same run
 * (BEGIN, set_config, the statement, COMMIT: the same round trips), interleaved. Prints both, the ratio, and the
 * plan of one query so the partial GIN indexes can be checked. Target p95 ≤ 30 ms at 100,000 items.
 *
 *   npx tsx bench/search/run.ts [--url postgres://…/swapyard_bench] [--items 100000] [--rounds 20]
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { searchWords, SEARCH_ITEMS_LIMIT, SEARCH_USERS_LIMIT } from '@swapyard/domain';
import * as queries from '../../apps/server/src/modules/search/queries/words.ts';
import * as service from '../../apps/server/src/modules/search/service.ts';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { BENCH_DATABASE_URL, seedBenchDatabase } from '../seed/seed-items.ts';
import { ITEM_QUERIES } from '../common/search-queries.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: BENCH_DATABASE_URL },
    items: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '20' },
  },
});

const USER_QUERIES = ['ava', 'mil', 'stone', 'jordn'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const seeded = await seedBenchDatabase({ url: args.url, items: Number(args.items), log: console.log });
const database = await openDatabase({ kind: 'postgres', url: args.url });
if (database.kind !== 'postgres') throw new Error('the search benchmark runs on PostgreSQL');
const raw = new pg.Pool({ connectionString: args.url, max: 1 });
const client = await raw.connect();

const dialect = new PgDialect();
const settings = dialect.sqlToQuery(queries.searchSettings);

type Statement = { sql: string; params: unknown[] };

/**
 * The exact statements our code sends, run as a raw node-postgres client would: the settings, the word lookup (for
 * items), the search, and the most-words search when no item has every word.
 */
function rawSearch(statement: Statement, words?: string[], fallback?: Statement) {
  return async () => {
    await client.query('begin');
    await client.query(settings.sql, settings.params);
    if (words) {
      const lookup = dialect.sqlToQuery(queries.itemWordsStatement(words));
      await client.query(lookup.sql, lookup.params);
    }
    let { rows } = await client.query(statement.sql, statement.params);
    if (rows.length === 0 && fallback) ({ rows } = await client.query(fallback.sql, fallback.params));
    await client.query('commit');
    return rows;
  };
}

/** The search statements a query leads to (its word plan worked out beforehand, outside the timing). */
async function itemStatement(q: string) {
  const words = searchWords(q);
  const plan = await queries.withTypoTolerance(database.db, (tx) => queries.planItemWords(tx, words));
  const fallback =
    plan.fullText.length + plan.misspelt.length > 1
      ? queries.searchItems(database.db, plan, SEARCH_ITEMS_LIMIT, 'most').toSQL()
      : undefined;
  return { words, fallback, ...queries.searchItems(database.db, plan, SEARCH_ITEMS_LIMIT, 'every').toSQL() };
}
const userStatement = (q: string) =>
  queries.searchUsers(database.db, searchWords(q), SEARCH_USERS_LIMIT).toSQL();

try {
  const [{ n: listed }] = (
    await client.query(
      `select count(*)::int as n from items where is_available and status = 'available' and visibility = 'public'`,
    )
  ).rows as [{ n: number }];
  console.log(
    `${seeded.items} items (${listed} listed), ${seeded.members} members; ${args.rounds} rounds of ` +
      `${ITEM_QUERIES.length} item and ${USER_QUERIES.length} member queries, ours and raw interleaved`,
  );

  // The plan of a typo query: both partial GIN indexes should appear (Bitmap Index Scan on items_search_*).
  const plan = await itemStatement('levis jaket');
  await client.query('begin');
  await client.query(settings.sql, settings.params);
  const explained = await client.query(`explain (analyze, buffers off) ${plan.sql}`, plan.params);
  await client.query('commit');
  console.log('\nplan of "levis jaket":');
  for (const row of explained.rows as { 'QUERY PLAN': string }[]) console.log(`  ${row['QUERY PLAN']}`);

  // Warm-up: caches, JIT, prepared connections on both sides.
  for (const q of ITEM_QUERIES) {
    await service.searchItems(database.db, q);
    const statement = await itemStatement(q);
    await rawSearch(statement, statement.words, statement.fallback)();
  }

  const ours = { items: [] as number[], users: [] as number[] };
  const base = { items: [] as number[], users: [] as number[] };
  const hits = new Map<string, number>();
  const perQuery = new Map<string, number[]>();
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const q of ITEM_QUERIES) {
      const statement = await itemStatement(q);
      const took = await time(async () =>
        hits.set(q, (await service.searchItems(database.db, q)).items.length),
      );
      ours.items.push(took);
      perQuery.set(q, [...(perQuery.get(q) ?? []), took]);
      base.items.push(await time(rawSearch(statement, statement.words, statement.fallback)));
    }
    for (const q of USER_QUERIES) {
      const statement = userStatement(q);
      ours.users.push(await time(() => service.searchUsers(database.db, q)));
      base.users.push(await time(rawSearch(statement)));
    }
  }

  console.log('\nper item query (ours): results, p50');
  for (const [q, n] of hits)
    console.log(`  "${q}": ${n} items, ${summary(perQuery.get(q)!).p50.toFixed(1)} ms`);
  for (const kind of ['items', 'users'] as const) {
    const a = summary(ours[kind]);
    const b = summary(base[kind]);
    console.log(
      `${kind.padEnd(5)} ours p50 ${a.p50.toFixed(1)} ms, p95 ${a.p95.toFixed(1)} ms (max ${a.max.toFixed(1)}) · ` +
        `raw p50 ${b.p50.toFixed(1)} ms, p95 ${b.p95.toFixed(1)} ms · ratio ours/raw p50 ` +
        `${(a.p50 / b.p50).toFixed(2)}, p95 ${(a.p95 / b.p95).toFixed(2)}`,
    );
  }
} finally {
  client.release();
  await raw.end();
  await database.close();
}
