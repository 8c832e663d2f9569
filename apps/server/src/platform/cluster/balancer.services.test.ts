import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyConfig } from '../../../../../scripts/haproxy-config.mjs';
import { freePort } from '../../test/free-port.ts';
import { spawnServer } from '../../test/spawned-server.ts';
import { createTestDatabase } from '../../test/test-database.ts';

// Needs a PostgreSQL server (npm run test:pg) and Debian's HAProxy. The balancer's configuration (decision 049, its
// addendum) in front of the server as deployed (a database URL: production mode): its health checks must pass, or
// the balancer takes every instance out and answers 503.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof spawnServer>>;
let haproxy: ChildProcess | undefined;
let balancer: string;
const haproxyDir = mkdtempSync(join(tmpdir(), 'swapyard-haproxy-'));
const statsSocket = join(haproxyDir, 'stats.sock');

beforeAll(async () => {
  database = await createTestDatabase();
  server = await spawnServer(database);
  await server.waitUntilServing();
  const balancerPort = await freePort();
  balancer = `http://127.0.0.1:${balancerPort}`;
  const configFile = join(haproxyDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ balancerPort, instancePorts: [server.port], statsSocket }));
  haproxy = spawn('/usr/sbin/haproxy', ['-f', configFile, '-db'], { stdio: 'ignore' });
}, 120_000);
afterAll(async () => {
  haproxy?.kill('SIGKILL');
  await server?.stop();
  await database?.drop();
});

/** HAProxy's `show stat`: a row per proxy and server, keyed by the CSV header's names. */
function showStat(): Promise<Array<Record<string, string>>> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(statsSocket, () => socket.end('show stat\n'));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header, ...lines] = text.trim().split('\n');
      const names = header!.replace(/^# /, '').split(',');
      resolve(lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i], value]))));
    });
  });
}

describe('the balancer in front of the server as deployed', () => {
  it("checks the instances' health as the server accepts (HTTP/1.1 with a Host), so they stay in", async () => {
    const instances = async () => (await showStat().catch(() => [])).filter((row) => row.svname === 'i0');
    // Checks run every second; the first ones start once HAProxy is up.
    await expect
      .poll(async () => (await instances()).map((row) => row.check_status), { timeout: 15_000 })
      .toEqual(['L7OK', 'L7OK']);
    expect((await instances()).map((row) => [row.pxname, row.status])).toEqual([
      ['app', 'UP'],
      ['video', 'UP'],
    ]);
    const health = await fetch(`${balancer}/api/health`);
    expect(health.status).toBe(200);
  }, 30_000);
});
