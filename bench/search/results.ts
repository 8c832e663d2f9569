/**
 * The results page at scale (issue 33): GET /api/search/results's work with words, three filters and a distance, and
 * GET /api/search/facets's counts, over 100,000 listings in US cities, against the very statements our code sends
 * replayed through raw node-postgres in the same run (recorded from our run: BEGIN, settings, word plan, results or
 * counts, COMMIT), interleaved. Prints p50/p95 of both and their ratio, and the plan of the results statement.
 * Goal: p95 ≤ 50 ms, ratio ≥ 0.8 (raw/ours).
 *
 *   npx tsx bench/search/results.ts [--url postgres://…/swapyard_bench] [--items 100000] [--rounds 20] [--widest]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  searchFiltersSchema,
  searchResultsQuerySchema,
  type SearchFilters,
  type SearchResultsQuery,
} from '@swapyard/domain';
import { loadGazetteer } from '../../apps/server/src/modules/places/service.ts';
import { searchFacets } from '../../apps/server/src/modules/search/facets.ts';
import { searchResults } from '../../apps/server/src/modules/search/results.ts';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { createLogger } from '../../apps/server/src/platform/logger.ts';
import { compare, describe, placeInUsCities, record, replay, timeBoth } from '../common/ours-vs-raw.ts';
import type { Recorded } from '../common/ours-vs-raw.ts';
import { BENCH_DATABASE_URL, seedBenchDatabase } from '../seed/seed-items.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: BENCH_DATABASE_URL },
    items: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '20' },
    /** Adds the widest page: every listing, nothing to narrow the counts by. */
    widest: { type: 'boolean', default: false },
  },
});

// GeoNames ids: Portland OR, New York City, Chicago, Los Angeles.
const PORTLAND = 5746545;
const NEW_YORK = 5128581;
const CHICAGO = 4887398;
const LOS_ANGELES = 5368361;
/** Pages as the results page asks for them: words or a category, three filters, a distance, an order. */
const PAGES: Record<string, string> = {
  'jacket, sizes, under $100, 25 km, best': `q=jacket&size=m,l&maxPriceCents=10000&condition=good,like_new&near=${PORTLAND}&radius=25`,
  'clothing, conditions, under $50, 50 km, newest': `category=clothing&condition=good,like_new&maxPriceCents=5000&swap=true&near=${NEW_YORK}&radius=50&sort=newest`,
  'vintage, brand, price range, 100 km, price': `q=vintage&brand=levi's,nike,carhartt&minPriceCents=1000&maxPriceCents=20000&near=${CHICAGO}&radius=100&sort=price_asc`,
  'vintage, size, swap, 50 km, nearest': `q=vintage&size=m,l&swap=true&maxPriceCents=15000&near=${LOS_ANGELES}&radius=50&sort=nearest`,
};

if (args.widest) PAGES['everything, newest'] = 'sort=newest';

const seeded = await seedBenchDatabase({ url: args.url, items: Number(args.items), log: console.log });
const database = await openDatabase({ kind: 'postgres', url: args.url });
if (database.kind !== 'postgres') throw new Error('the results benchmark runs on PostgreSQL');
const raw = new pg.Pool({ connectionString: args.url, max: 1 });
const client = await raw.connect();

try {
  await loadGazetteer(database.db, createLogger('info'));
  // Each listing and member in one of the 300 most populous US cities (by a hash of its id), once.
  await placeInUsCities(client, console.log);
  await client.query('analyze items');
  const [{ n: near }] = (
    await client.query(`select count(*)::int as n from items where place_id = ${PORTLAND}`)
  ).rows as [{ n: number }];
  console.log(`${seeded.items} items; ${near} in Portland; ${args.rounds} rounds, ours and raw interleaved`);

  const resultQueries = Object.entries(PAGES).map(
    ([name, query]) =>
      [name, searchResultsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))] as const,
  );
  const facetQueries = Object.entries(PAGES).map(([name, query]) => {
    const { sort: _sort, ...filters } = Object.fromEntries(new URLSearchParams(query));
    return [name, searchFiltersSchema.parse(filters)] as const;
  });
  const ourResults = (query: SearchResultsQuery) => () => searchResults(database.db, undefined, query);
  const ourFacets = (query: SearchFilters) => () => searchFacets(database.db, undefined, query);

  // The statements, recorded once (after a warm-up of each), and the plan of the first page's results statement.
  const statements = new Map<string, Recorded[]>();
  for (const [name, query] of resultQueries) {
    await ourResults(query)();
    statements.set(`results ${name}`, await record(ourResults(query)));
  }
  for (const [name, query] of facetQueries) {
    await ourFacets(query)();
    statements.set(`facets ${name}`, await record(ourFacets(query)));
  }
  const first = statements.get(`results ${resultQueries[0]![0]}`)!;
  const main = first.reduce((longest, s) => (s.text.length > longest.text.length ? s : longest));
  await client.query('begin');
  for (const statement of first.filter((s) => s.text.startsWith('select set_config')))
    await client.query(statement);
  const explained = await client.query(`explain (analyze, buffers off) ${main.text}`, main.values);
  await client.query('commit');
  console.log(`\nplan of the results statement of "${resultQueries[0]![0]}":`);
  for (const row of explained.rows as { 'QUERY PLAN': string }[]) console.log(`  ${row['QUERY PLAN']}`);

  const ours = new Map<string, number[]>();
  const base = new Map<string, number[]>();
  const found = new Map<string, number>();
  const add = (map: Map<string, number[]>, key: string, ms: number) =>
    map.set(key, [...(map.get(key) ?? []), ms]);
  const both = async (kind: string, name: string, run: () => Promise<unknown>) => {
    const took = await timeBoth(run, replay(client, statements.get(`${kind} ${name}`)!));
    add(ours, kind, took.ours);
    add(base, kind, took.raw);
  };
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const [name, query] of resultQueries)
      await both('results', name, async () => found.set(name, (await ourResults(query)()).results.length));
    for (const [name, query] of facetQueries)
      await both('facets', name, async () => found.set(`${name} (total)`, (await ourFacets(query)()).total));
  }
  console.log('\nfound: first page / total');
  for (const [name] of resultQueries)
    console.log(`  ${name}: ${found.get(name)} / ${found.get(`${name} (total)`)}`);
  for (const kind of ['results', 'facets'])
    console.log(`${kind.padEnd(7)} ${describe(compare(ours.get(kind)!, base.get(kind)!), 1)}`);
} finally {
  client.release();
  await raw.end();
  await database.close();
}
