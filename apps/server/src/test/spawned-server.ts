import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { repoRoot } from '../config.ts';
import { freePort } from './free-port.ts';
import { WORKERS_SERVING } from '../platform/cluster/index.ts';
import type { createTestDatabase } from './test-database.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * The real server (main.ts) as its own process on `database`, serving once its health answers, as in production:
 * a crash shows as its exit. `env` adds to or overrides the defaults below.
 */
export async function spawnServer(database: TestDatabase, env: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const exits: Array<number | null> = [];
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: database.url,
        BETTER_AUTH_SECRET: 'spawned-server-test-secret-0123456789abcdef',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        LOG_LEVEL: 'error',
        AUTH_RATE_LIMIT: 'false',
        SEED_DEMO: 'false',
        WEB_CONCURRENCY: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  // With several workers, the primary says when every one serves (health answers from the first).
  const everyWorker = new Promise<void>((resolve) =>
    child.on('message', (message) => {
      if ((message as { swapyard?: string }).swapyard === WORKERS_SERVING.swapyard) resolve();
    }),
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code) => exits.push(code));

  const server = {
    base,
    port,
    child,
    /** The process's exit codes so far (none while it runs). */
    exits,
    output: () => output,
    async waitUntilServing(): Promise<void> {
      for (const started = Date.now(); Date.now() - started < 60_000;) {
        const status = await fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) {
          if (Number(env.WEB_CONCURRENCY ?? 1) > 1) await everyWorker;
          return;
        }
        if (exits.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the server did not start:\n${output}`);
    },
    async stop(): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    /** A member signed up, confirmed and signed in over HTTP: their session cookie. */
    async signUp(username: string): Promise<string> {
      const post = (route: string, body: unknown) =>
        fetch(`${base}${route}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: base },
          body: JSON.stringify(body),
        });
      const password = 'a-long-Password-9431';
      const signedUp = await post('/api/auth/sign-up/email', {
        email: `${username}@example.com`,
        password,
        name: username,
        username,
      });
      expect(signedUp.status, await signedUp.text()).toBe(200);
      await database.db.execute(sql`update "user" set email_verified = true where username = ${username}`);
      const signedIn = await post('/api/auth/sign-in/username', { username, password });
      expect(signedIn.status, await signedIn.text()).toBe(200);
      return signedIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    },
  };
  await server.waitUntilServing();
  return server;
}
