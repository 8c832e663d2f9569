// The server the browser suite runs against: the production web build on a fresh, empty database: embedded
// (PGlite), or with E2E_POSTGRES_URL (a PostgreSQL server's URL, as `.ci/run` sets it) a new database on that server,
// which leaves PGlite's single thread out of the suite's time (docs/decisions/019, addendum of 2026-11-27).
// One of several instances behind a balancer (scripts/e2e-instances.mjs) is given its database (E2E_DATABASE_URL),
// the balancer's PUBLIC_URL and the shared DATA_DIR instead.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase } from './e2e-database.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '3100';
process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL ??= `http://127.0.0.1:${port}`;
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'swapyard-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
// One process: on two cores the browser needs the other, and a second worker would only add its start-up.
process.env.WEB_CONCURRENCY ??= '1';
// Every journey signs up from 127.0.0.1; the limits themselves are covered by the server suite.
process.env.AUTH_RATE_LIMIT = 'false';
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
if (process.env.E2E_DATABASE_URL || process.env.E2E_POSTGRES_URL) {
  // Kept in E2E_DATABASE_URL too: worker processes (WEB_CONCURRENCY) run this script again and must not make another.
  process.env.E2E_DATABASE_URL ??= await freshDatabase(process.env.E2E_POSTGRES_URL, `swapyard_e2e_${port}`);
  process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  // A database URL makes this a deployment (docs/configuration.md): what the journeys need is enabled by name.
  process.env.BETTER_AUTH_SECRET ??= 'e2e-only-secret-for-the-browser-journeys';
  process.env.PAYMENTS_SANDBOX = 'true';
  process.env.DEV_PAGES = 'true';
  process.env.SEED_DEMO ??= 'true';
}

const { register } = await import('tsx/esm/api');
register();

// As main.ts, with the server suites' password hash (apps/server/src/test/fast-password-hasher.ts): scrypt costs
// about a tenth of a second per sign-up and sign-in by design, and the journeys sign up well over a hundred members.
// The server suite checks what scrypt stores (sign-up.test.ts); deployments never take this path.
const { runServer } = await import(join(root, 'apps/server/src/run.ts'));
const { fastPasswordHasher } = await import(join(root, 'apps/server/src/test/fast-password-hasher.ts'));
await runServer({ passwordHasher: fastPasswordHasher });
