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
await import(join(root, 'apps/server/src/main.ts'));
