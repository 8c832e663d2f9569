import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { queryRows } from '../test/query-rows.ts';
import { createTestDatabase } from '../test/test-database.ts';

// Needs a PostgreSQL server (npm run test:pg). The real server runs as its own process, so a crash shows as its
// exit, as it would in production: PostgreSQL terminating our connections in the middle of requests must fail
// those requests (503), never the process.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ChildProcess;
let base: string;
const exits: Array<number | null> = [];
let output = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: 'connection-loss-test-secret-0123456789abcdef',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT: 'false',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.on('exit', (code) => exits.push(code));
  await waitUntilServing();
}, 90_000);

async function waitUntilServing(): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    const status = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (exits.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start:\n${output}`);
}

afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode === null ? server.once('exit', resolve) : resolve(null)));
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

/** A member signed up, confirmed and signed in over HTTP: their session cookie. */
async function signUp(n: number): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify(body),
    });
  const password = 'a-long-Password-9431';
  const signedUp = await post('/api/auth/sign-up/email', {
    email: `loss${n}@example.com`,
    password,
    name: `Loss ${n}`,
    username: `loss${n}`,
  });
  expect(signedUp.status, await signedUp.text()).toBe(200);
  await database.db.execute(sql`update "user" set email_verified = true where username = ${`loss${n}`}`);
  const signedIn = await post('/api/auth/sign-in/username', { username: `loss${n}`, password });
  expect(signedIn.status, await signedIn.text()).toBe(200);
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

describe('the server when PostgreSQL drops its connections', () => {
  it('fails only the requests in flight, with a 503, and keeps serving', async () => {
    const cookie = await signUp(1);
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
    expect(exits, output).toEqual([]);
    // Each request either succeeded or was told the service is briefly unavailable.
    expect(
      statuses.filter((status) => status !== 200 && status !== 503),
      output,
    ).toEqual([]);
    // And the next requests succeed on fresh connections.
    await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.status)).toBe(200);
    expect((await fetch(`${base}/api/wallet`, { headers: { cookie } })).status).toBe(200);
    expect(await signUp(2)).toContain('session_token');
  }, 120_000);
});
