// The server the browser suite runs against: the production web build on a fresh, empty database: embedded
// (PGlite), or with E2E_POSTGRES_URL (a PostgreSQL server's URL, as `.ci/run` sets it) a new database on that server,
// which leaves PGlite's single thread out of the suite's time (docs/decisions/019, addendum of 2026-11-27).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '3100';
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'swapyard-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
// Every journey signs up from 127.0.0.1; the limits themselves are covered by the server suite.
process.env.AUTH_RATE_LIMIT = 'false';
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
if (process.env.E2E_POSTGRES_URL) {
  process.env.DATABASE_URL = await freshDatabase(process.env.E2E_POSTGRES_URL, `swapyard_e2e_${port}`);
  // A database URL makes this a deployment (docs/configuration.md): what the journeys need is enabled by name.
  process.env.BETTER_AUTH_SECRET ??= 'e2e-only-secret-for-the-browser-journeys';
  process.env.PAYMENTS_SANDBOX = 'true';
  process.env.DEV_PAGES = 'true';
  process.env.SEED_DEMO ??= 'true';
}

const { register } = await import('tsx/esm/api');
register();

// The live video journeys run once more against Janus (E2E_LIVE_VIDEO=janus): a Janus of our own, from Debian's
// package, with the tests' configuration (loopback only), gone when this server goes.
if (process.env.E2E_LIVE_VIDEO === 'janus') {
  const { startJanusTestServer } = await import(
    join(root, 'apps/server/src/platform/live-video/janus/janus-test-server.ts')
  );
  const janus = await startJanusTestServer();
  process.env.LIVE_VIDEO = 'janus';
  process.env.JANUS_URL = janus.url;
  process.on('exit', () => janus.killNow());
}
// As main.ts, with the server suites' password hash (apps/server/src/test/fast-password-hasher.ts): scrypt costs
// about a tenth of a second per sign-up and sign-in by design, and the journeys sign up well over a hundred members.
// The server suite checks what scrypt stores (sign-up.test.ts); deployments never take this path.
const { runServer } = await import(join(root, 'apps/server/src/run.ts'));
const { fastPasswordHasher } = await import(join(root, 'apps/server/src/test/fast-password-hasher.ts'));
await runServer({ passwordHasher: fastPasswordHasher });

/** A new, empty database named `name` on the server at `serverUrl` (an earlier run's one with that name dropped). */
async function freshDatabase(serverUrl, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
