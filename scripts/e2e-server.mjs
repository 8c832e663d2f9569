// The server the browser suite runs against: the production web build on a fresh, empty embedded database.
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

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/server/src/main.ts'));
