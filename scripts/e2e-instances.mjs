// Two instances of the server behind HAProxy, as a deployment runs them (docs/decisions/049): one PostgreSQL database
// (E2E_POSTGRES_URL), one Redis (E2E_REDIS_URL), one Janus and one data folder, requests spread round-robin. The
// journeys tagged @instances-only run through it (playwright.config.ts, project "instances"). A control port on loopback
// lets a journey stop an instance at once (SIGKILL) and start it again: GET /instances, POST /instances/:n/kill,
// POST /instances/:n/start.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase } from './e2e-database.mjs';
import { waitForHealth } from './e2e-health.mjs';
import { haproxyConfig } from './haproxy-config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const balancerPort = Number(process.env.E2E_PORT ?? 3101);
const instancePorts = [balancerPort + 10, balancerPort + 11];
const controlPort = balancerPort + 12;
const publicUrl = `http://127.0.0.1:${balancerPort}`;
if (!process.env.E2E_POSTGRES_URL)
  throw new Error('E2E_POSTGRES_URL is needed: the instances share a PostgreSQL');

const databaseUrl = await freshDatabase(
  process.env.E2E_POSTGRES_URL,
  `swapyard_e2e_instances_${balancerPort}`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'swapyard-e2e-instances-'));
const { register } = await import('tsx/esm/api');
register();
const { startJanusTestServer } = await import(
  join(root, 'apps/server/src/platform/live-video/janus/janus-test-server.ts')
);
const janus = await startJanusTestServer();

/** The running instances' processes, by index; undefined while one is stopped. */
const children = [];
function startInstance(index) {
  const child = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(instancePorts[index]),
      E2E_DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379',
      LIVE_VIDEO: 'janus',
      JANUS_URL: janus.url,
      // The journeys through the instances make their own members: no demo data, so they start sooner and take no
      // CPU from the single server's seeding.
      SEED_DEMO: 'false',
    },
  });
  children[index] = child;
  child.on('exit', () => {
    if (children[index] === child) children[index] = undefined;
  });
  return waitForHealth(instancePorts[index], child);
}

async function killInstance(index) {
  const child = children[index];
  if (!child) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

const haproxyFile = join(dataDir, 'haproxy.cfg');
writeFileSync(haproxyFile, haproxyConfig({ balancerPort, instancePorts }));

let haproxy;
function stopEverything() {
  haproxy?.kill('SIGKILL');
  for (const child of children) child?.kill('SIGKILL');
  janus.killNow();
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', stopEverything);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

await startInstance(0);
await startInstance(1);
haproxy = spawn('/usr/sbin/haproxy', ['-f', haproxyFile, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
haproxy.on('exit', (code) => {
  console.error(`haproxy exited with ${code}`);
  process.exit(1);
});

createServer(async (request, response) => {
  const match = /^\/instances(?:\/(\d)\/(kill|start))?$/.exec(request.url ?? '');
  const index = Number(match?.[1]);
  try {
    if (match && request.method === 'GET' && !match[1]) {
      response.end(
        JSON.stringify(instancePorts.map((port, i) => ({ port, running: children[i] !== undefined }))),
      );
    } else if (match?.[2] === 'kill' && request.method === 'POST' && index < instancePorts.length) {
      await killInstance(index);
      response.end('{}');
    } else if (match?.[2] === 'start' && request.method === 'POST' && index < instancePorts.length) {
      if (!children[index]) await startInstance(index);
      response.end('{}');
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  } catch (error) {
    response.statusCode = 500;
    response.end(JSON.stringify({ error: String(error) }));
  }
}).listen(controlPort, '127.0.0.1');
