/**
 * The embedded gazetteer (docs/product/places.md, decision 041): loading it into an empty database (time, and how much
 * the process's resident memory grows), checking it is loaded on a later start, and looking places up (prefixes
 * while typing, misspellings) through searchPlaces against the same SQL sent through raw node-postgres in the same
 * run, interleaved. Prints p50/p95 of both and their ratio.
 *
 *   npx tsx bench/places/run.ts [--url postgres://postgres@127.0.0.1:5432/postgres] [--rounds 20]
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { foldPlaceName } from '@swapyard/domain';
import { loadGazetteer, searchPlaces } from '../../apps/server/src/modules/places/service.ts';
import { databaseTarget, openDatabase } from '../../apps/server/src/platform/db.ts';
import { createLogger } from '../../apps/server/src/platform/logger.ts';
import { migrateDatabase } from '../../apps/server/src/platform/migrate.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    rounds: { type: 'string', default: '20' },
  },
});
const QUERIES = [
  'po',
  'port',
  'portland',
  'spring',
  'san ',
  'tromso',
  'sao pau',
  'portlnd',
  'sprngfield',
  'lodnon',
];
const DATABASE = 'swapyard_bench_places';

const admin = new pg.Client({ connectionString: args.url });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE}`);
await admin.query(`create database ${DATABASE}`);
await admin.end();
const url = new URL(args.url!);
url.pathname = `/${DATABASE}`;

const database = await openDatabase(databaseTarget({ databaseUrl: url.href, dataDir: '' }));
await migrateDatabase(database);
const logger = createLogger('silent');
global.gc?.();
const rssBefore = process.memoryUsage().rss;
let started = performance.now();
await loadGazetteer(database.db, logger);
const loadMs = performance.now() - started;
const rssGrowth = process.memoryUsage().rss - rssBefore;
started = performance.now();
await loadGazetteer(database.db, logger);
const checkMs = performance.now() - started;

// The raw baseline: the same two statements searchPlaces sends (a prefix, then for no match the close names).
const raw = new pg.Client({ connectionString: url.href });
await raw.connect();
async function rawLookUp(typed: string) {
  const folded = foldPlaceName(typed);
  const pattern = `${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = await raw.query(
    'select id, label, country, population from places where search_name like $1 order by population desc, id limit 8',
    [pattern],
  );
  if (found.rows.length > 0 || folded.length < 3) return;
  await raw.query('begin');
  await raw.query("select set_config('pg_trgm.similarity_threshold', '0.25', true)");
  await raw.query(
    'select id, label, country, population from places where search_name % $1 order by search_name <-> $1, population desc limit 8',
    [folded],
  );
  await raw.query('commit');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ours: number[] = [];
const baseline: number[] = [];
for (let round = 0; round < Number(args.rounds); round++) {
  for (const typed of QUERIES) {
    let at = performance.now();
    await searchPlaces(database.db, typed);
    ours.push(performance.now() - at);
    at = performance.now();
    await rawLookUp(typed);
    baseline.push(performance.now() - at);
  }
}
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const [o, b] = [stats(ours), stats(baseline)];
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
console.log(
  `load into an empty database: ${(loadMs / 1000).toFixed(1)} s, resident memory +${Math.round(rssGrowth / 1e6)} MB`,
);
console.log(`check on a later start: ${Math.round(checkMs)} ms`);
console.log(
  `look-ups (${ours.length}): searchPlaces p50 ${fmt(o.p50)} p95 ${fmt(o.p95)}; raw pg p50 ${fmt(b.p50)} p95 ${fmt(b.p95)}`,
);
console.log(`ratio (raw / ours, p50): ${(b.p50 / o.p50).toFixed(2)}`);
await raw.end();
await database.close();
process.exit(0);
