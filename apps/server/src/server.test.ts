import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { solid } from './platform/images/test-images.ts';
import { createLogger } from './platform/logger.ts';
import { createShutdown, KEEP_ALIVE_TIMEOUT_MS, listen, startServer } from './server.ts';
import { createTestApp } from './test/test-app.ts';

const logger = createLogger('silent');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('graceful shutdown', () => {
  it('stops accepting, lets the in-flight request finish, then closes the database', async () => {
    const t = await createTestApp();
    let release!: () => void;
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    const outer = new Hono();
    outer.get('/slow', async (c) => {
      arrived();
      await new Promise<void>((resolve) => (release = resolve));
      return c.text('finished');
    });
    outer.all('*', (c) => t.app.fetch(c.req.raw));
    const { server, port } = await listen(outer.fetch, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const inFlight = fetch(`${base}/slow`);
    await slowArrived;

    const shutdown = createShutdown({ server, close: [() => t.database.close()], logger });
    const done = shutdown();
    await new Promise((r) => setTimeout(r, 50));
    // New connections are refused while the request is still running.
    await expect(fetch(`${base}/api/health`, { headers: { Connection: 'close' } })).rejects.toThrow();
    expect(t.database.closed).toBe(false);

    release();
    const res = await inFlight;
    expect(await res.text()).toBe('finished');
    const t0 = Date.now();
    await done;
    expect(Date.now() - t0).toBeLessThan(3_000);
    expect(t.database.closed).toBe(true);
    expect(await t.database.ping()).toBe(false);
    await t.close();
  });
});

describe('listen', () => {
  it('keeps idle connections open longer than a load balancer does (60 s), so it never closes one under a request', async () => {
    const { server } = await listen(() => new Response('ok'), 0, '127.0.0.1');
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('startServer', () => {
  it('serves from files in DATA_DIR and keeps members, sessions and data across a restart; photos on disk', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'swapyard-data-'));
    dirs.push(dataDir);
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

    const first = await startServer(config, logger);
    const base = `http://127.0.0.1:${first.port}`;
    expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({ status: 'ok', db: 'ok' });
    const signIn = await fetch(`${base}/api/auth/sign-in/username`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'nora', password: 'swapyard123' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await first.shutdown();
    expect((await readdir(dataDir)).sort()).toEqual(['auth-secret', 'db', 'files']);

    const second = await startServer(config, logger);
    try {
      const me = await fetch(`http://127.0.0.1:${second.port}/api/me`, { headers: { Cookie: cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ profile: { username: 'nora' } });
      // The first start loaded the embedded gazetteer (docs/product/places.md).
      const found = (await (await fetch(`http://127.0.0.1:${second.port}/api/places?q=portland`)).json()) as {
        places: Array<{ label: string }>;
      };
      expect(found.places[0]).toMatchObject({ label: 'Portland, OR, US' });

      const form = new FormData();
      const jpeg = await solid(64, 48, '#3a6').jpeg().toBuffer();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
      const upload = await fetch(`http://127.0.0.1:${second.port}/api/media/item-photos`, {
        method: 'POST',
        headers: { Cookie: cookie },
        body: form,
      });
      expect(upload.status).toBe(201);
      const photo = (await upload.json()) as { id: string; url: string };
      const file = await fetch(`http://127.0.0.1:${second.port}${photo.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      // Next to the demo members' seeded photos.
      expect(await readdir(path.join(dataDir, 'files'))).toContain(photo.id.split('/')[0]);
    } finally {
      await second.shutdown();
    }
    // The first start seeds the demo members and ~150 items with their photos.
  }, 120_000);
});
