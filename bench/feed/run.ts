/**
 * Home feed throughput on PostgreSQL at benchmark scale: GET /api/feed requests per second and latency at 50
 * concurrent connections, through the whole server (HTTP, session lookup, validation, the ranked page query, the
 * items query, JSON), against raw node-postgres running the very same two SQL statements at the same concurrency
 * with the same pool size, in the same run. Prints both, the ratio (aim ≥ 0.6) and p50/p99 (and the API's latency
 * at a single connection, without the queueing of fifty), for a member with
 * interests (leo: Vinyl, Jazz, Blues, Vintage, Denim; likes and follows from the seed) and for a visitor.
 *
 *   npx tsx bench/feed/run.ts [--url postgres://…/swapyard_bench] [--items 100000] [--seconds 10]
 *
 * The database is filled (or reused) by bench/seed/seed-items.ts. The server runs in its own process, as deployed.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { inArray, eq } from 'drizzle-orm';
import pg from 'pg';
import { FEED_PAGE_SIZE } from '@swapyard/domain';
import { items, profiles } from '../../apps/server/src/db/schema/index.ts';
import { itemColumns, ownerColumns } from '../../apps/server/src/modules/items/index.ts';
import { rankedPageSql } from '../../apps/server/src/modules/feed/queries.ts';
import { BENCH_DATABASE_URL, seedBenchDatabase } from '../seed/seed-items.ts';
import { fmt, load } from '../common/load.ts';
import { get, signIn, startServer } from '../common/server.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: BENCH_DATABASE_URL },
    items: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3190' },
  },
});
const CONNECTIONS = 50;
/** The server's own pool size (platform/db.ts): the baseline gets the same number of database connections. */
const POOL_SIZE = 10;
const seconds = Number(args.seconds);
const port = Number(args.port);

async function main() {
  const log = (line: string) => console.log(line);
  await seedBenchDatabase({ url: args.url, items: Number(args.items), log });
  const pool = new pg.Pool({ connectionString: args.url, max: POOL_SIZE });
  const db = drizzle({ client: pool });
  const dialect = new PgDialect();
  const [leo] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, 'leo'));
  if (!leo) throw new Error('the bench database has no demo member leo');

  const server = await startServer({ port, databaseUrl: args.url });
  // One kept-alive socket per connection, as a load tool would hold them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    const cookie = await signIn(server, 'leo');
    const scenarios: Array<{ name: string; viewerId?: string; headers: Record<string, string> }> = [
      { name: 'member (leo)', viewerId: leo.id, headers: { cookie } },
      { name: 'visitor', viewerId: undefined, headers: {} },
    ];
    for (const scenario of scenarios) {
      const api = () => get(agent, port, `/api/feed?limit=${FEED_PAGE_SIZE}`, scenario.headers);
      // The same two statements the service sends: the ranked page, then its items with owners.
      const raw = async () => {
        const ranked = dialect.sqlToQuery(
          rankedPageSql({ viewerId: scenario.viewerId, asOf: new Date(), limit: FEED_PAGE_SIZE + 1 }),
        );
        const { rows } = await pool.query<{ id: string }>(ranked.sql, ranked.params);
        const ids = rows.slice(0, FEED_PAGE_SIZE).map((row) => row.id);
        const page = db
          .select({ item: itemColumns, owner: ownerColumns })
          .from(items)
          .innerJoin(profiles, eq(profiles.id, items.userId))
          .where(inArray(items.id, ids))
          .toSQL();
        await pool.query(page.sql, page.params);
      };
      // Warm both paths (plans, caches, keep-alive sockets) before measuring.
      await load(api, 2, CONNECTIONS);
      await load(raw, 2, CONNECTIONS);
      const apiResult = await load(api, seconds, CONNECTIONS);
      const rawResult = await load(raw, seconds, CONNECTIONS);
      console.log(
        `\nGET /api/feed, ${scenario.name}, ${args.items} items, ${CONNECTIONS} connections, ${seconds} s`,
      );
      console.log(
        `  API: ${apiResult.perSecond.toFixed(1)} req/s  p50 ${fmt(apiResult.p50)}  p99 ${fmt(apiResult.p99)}  (${apiResult.requests} requests, ${apiResult.errors} errors)`,
      );
      console.log(
        `  raw: ${rawResult.perSecond.toFixed(1)} req/s  p50 ${fmt(rawResult.p50)}  p99 ${fmt(rawResult.p99)}  (${rawResult.requests} requests, ${rawResult.errors} errors)`,
      );
      console.log(`  ratio API / raw: ${(apiResult.perSecond / rawResult.perSecond).toFixed(2)}`);
      // At 50 connections the p99 is mostly waiting in line; one connection shows what a single reader waits.
      const alone = await load(api, Math.min(5, seconds), 1);
      console.log(`  API at 1 connection: p50 ${fmt(alone.p50)}  p99 ${fmt(alone.p99)}`);
    }
  } finally {
    agent.destroy();
    await server.stop();
    await pool.end();
  }
}

await main();
