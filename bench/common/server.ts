/**
 * The API server in its own process, as deployed, against a benchmark database; signing demo members in; requests
 * over kept-alive sockets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../apps/server/src/modules/seed/demo-members.ts';
import { WORKERS_SERVING } from '../../apps/server/src/platform/cluster/index.ts';
import { haproxyConfig } from '../../scripts/haproxy-config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchServer {
  process: ChildProcess;
  port: number;
  /** PUBLIC_URL: state-changing requests carry it as their Origin. */
  origin: string;
  stop(): Promise<void>;
}

const withoutDatabaseUrl = (env: NodeJS.ProcessEnv, drop: boolean) => {
  if (!drop) return env;
  const { DATABASE_URL: _dropped, ...rest } = env;
  return rest;
};

export async function startServer(options: {
  port: number;
  /** Omitted: the embedded database (PGlite) in the run's own data directory. */
  databaseUrl?: string;
  /** Extra environment (e.g. PAYMENTS_SANDBOX); wins over the defaults. */
  env?: Record<string, string>;
  /** Modules loaded before the server (after tsx), e.g. bench/common/sql-probe.ts. */
  preload?: string[];
  /** Node flags for the server process (e.g. --cpu-prof). */
  nodeFlags?: string[];
  /** How long the server may take to answer /api/health (seeding the demo takes a while). Default 30 s. */
  startTimeoutMs?: number;
  /** Worker processes (WEB_CONCURRENCY, decision 050). Default 1, so a benchmark measures one process's work. */
  workers?: number;
}): Promise<BenchServer> {
  const { port } = options;
  const origin = `http://localhost:${port}`;
  const imports = ['tsx', ...(options.preload ?? [])].flatMap((module) => ['--import', module]);
  const server = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), ...imports, path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...withoutDatabaseUrl(process.env, options.databaseUrl === undefined),
        PORT: String(port),
        PUBLIC_URL: origin,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        BETTER_AUTH_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
        SEED_DEMO: 'false',
        AUTH_RATE_LIMIT: 'false',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'swapyard-bench-data-')),
        WEB_DIST: mkdtempSync(path.join(os.tmpdir(), 'swapyard-bench-web-')),
        // Request logs to a pipe nobody reads would only measure the logger.
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        WEB_CONCURRENCY: String(options.workers ?? 1),
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  const attempts = (options.startTimeoutMs ?? 30_000) / 100;
  // With workers, health answers once the first serves; the primary says when every one does.
  const everyWorker =
    (options.workers ?? 1) > 1
      ? new Promise<void>((resolve) =>
          server.on('message', (message) => {
            if ((message as { swapyard?: string }).swapyard === WORKERS_SERVING.swapyard) resolve();
          }),
        )
      : Promise.resolve();
  const ready = async () => {
    await everyWorker;
    return { process: server, port, origin, stop };
  };
  for (let i = 0; i < attempts && server.exitCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return await ready();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the server did not start');
}

/**
 * `instances` servers of one process each on one database and Redis, behind Debian's HAProxy on `port`
 * (round-robin, the journeys' configuration: scripts/haproxy-config.mjs), answering as one server at `port`.
 */
export async function startBalancedInstances(options: {
  port: number;
  databaseUrl: string;
  instances: number;
  redisUrl?: string;
}): Promise<BenchServer> {
  const origin = `http://localhost:${options.port}`;
  const instancePorts = Array.from({ length: options.instances }, (_, i) => options.port + 20 + i);
  const servers = await Promise.all(
    instancePorts.map((port) =>
      startServer({
        port,
        databaseUrl: options.databaseUrl,
        env: { PUBLIC_URL: origin, REDIS_URL: options.redisUrl ?? 'redis://127.0.0.1:6379' },
        startTimeoutMs: 60_000,
      }),
    ),
  );
  const configFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'swapyard-bench-haproxy-')), 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ balancerPort: options.port, instancePorts }));
  const haproxy = spawn('/usr/sbin/haproxy', ['-f', configFile, '-db'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    haproxy.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.stop()));
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/api/health`)).ok) {
        return { process: haproxy, port: options.port, origin, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the balancer did not start');
}

/** Signs a demo member in; returns the Cookie header of their session. */
export async function signIn(server: BenchServer, username: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * One request through the kept-alive agent, body read to the end and parsed as JSON when there is one; a status
 * other than `expect` is an error.
 */
export function request(
  agent: http.Agent,
  port: number,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: unknown;
    expect?: number;
  },
): Promise<unknown> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...options.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== (options.expect ?? 200)) {
            reject(
              new Error(
                `${options.method ?? 'GET'} ${options.path}: ${res.statusCode} ${text.slice(0, 200)}`,
              ),
            );
          } else resolve(text ? JSON.parse(text) : undefined);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A GET through the kept-alive agent, body read to the end and dropped; anything but 200 is an error. */
export function get(
  agent: http.Agent,
  port: number,
  pathname: string,
  headers: Record<string, string>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(String(res.statusCode)))));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
