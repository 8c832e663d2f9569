import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../test/query-rows.ts';
import { spawnServer } from '../test/spawned-server.ts';
import { createTestDatabase } from '../test/test-database.ts';

// Needs a PostgreSQL server (npm run test:pg). The real server runs as its own process, so a crash shows as its
// exit, as it would in production: PostgreSQL terminating our connections in the middle of requests must fail
// those requests (503), never the process.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof spawnServer>>;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await spawnServer(database);
  base = server.base;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** Terminates every connection the server has open to its database (what a failover or an admin does). */
async function terminateServerConnections(): Promise<number> {
  const rows = await queryRows<{ killed: boolean }>(
    database.db,
    sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return rows.filter((row) => row.killed).length;
}

describe('the server when PostgreSQL drops its connections', () => {
  it('fails only the requests in flight, with a 503, and keeps serving', async () => {
    const cookie = await server.signUp('loss1');
    const statuses: number[] = [];
    let killed = 0;
    for (let round = 0; round < 4; round++) {
      // A burst of reads and transactions holding pooled connections, and the connections cut in the middle.
      const burst = Array.from({ length: 60 }, (_, i) =>
        fetch(`${base}${i % 3 === 0 ? '/api/wallet' : i % 3 === 1 ? '/api/feed' : '/api/notifications'}`, {
          headers: { cookie },
        }).then(
          (res) => res.status,
          () => -1, // the socket itself failed: the process died
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 15 + round * 10));
      killed += await terminateServerConnections();
      statuses.push(...(await Promise.all(burst)));
    }
    expect(killed).toBeGreaterThan(0);
    expect(server.exits, server.output()).toEqual([]);
    // Each request either succeeded or was told the service is briefly unavailable.
    expect(
      statuses.filter((status) => status !== 200 && status !== 503),
      server.output(),
    ).toEqual([]);
    // And the next requests succeed on fresh connections.
    await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.status)).toBe(200);
    expect((await fetch(`${base}/api/wallet`, { headers: { cookie } })).status).toBe(200);
    expect(await server.signUp('loss2')).toContain('session_token');
  }, 120_000);
});
