import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Swapyard</title><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'assets/x-abc123.js'), 'console.log("app")');
  await writeFile(path.join(dist, 'assets/x-abc123.css'), 'body{}');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Swapyard"}');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  // What the build's precompression writes beside each text file (apps/web/build/precompress.ts).
  for (const file of ['index.html', 'assets/x-abc123.js', 'sw.js']) {
    const text = await readFile(path.join(dist, file));
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  await writeFile(path.join(dist, 'assets/photo-abc123.png'), Buffer.alloc(2048, 1));
  await writeFile(path.join(dist, 'assets/photo-abc123.png.br'), brotliCompressSync(Buffer.alloc(2048, 1)));
  t = await createTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => t.app.request(p, init);

describe('static web app', () => {
  it('caches hashed assets for a year, with their content types', async () => {
    const js = await get('/assets/x-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await js.text()).toBe('console.log("app")');
    expect((await get('/assets/x-abc123.css')).headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('revalidates index.html and other non-hashed files on every load', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await index.text()).toContain('<div id="root">');
    const svg = await get('/favicon.svg');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toMatch(/manifest\+json/);
  });

  it('serves the service worker as JavaScript that browsers revalidate, never as the app', async () => {
    // A worker cached for long would keep old caching code alive: browsers must see a new one at once.
    const sw = await get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(await sw.text()).toContain('addEventListener("fetch"');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client routes with index.html (single-page app fallback)', async () => {
    for (const route of ['/survey', '/auth/reset-password?token=abc', '/user/nora', '/item/123']) {
      const res = await get(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('never answers API, dev or missing asset paths with the app', async () => {
    const api = await get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
    expect((await get('/dev/unknown')).status).toBe(404);
    expect((await get('/assets/x-old999.js')).status).toBe(404);
    expect((await get('/survey', { method: 'POST' })).status).toBe(404);
  });

  it('refuses to serve files outside the build directory', async () => {
    const res = await get('/..%2f..%2fetc%2fpasswd');
    expect(await res.text()).not.toContain('root:');
  });
});

describe('compressed web app files', () => {
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends the brotli copy written at build time to a browser, cached for a year', async () => {
    const js = await get('/assets/x-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(js.headers.get('vary')).toBe('Accept-Encoding');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    const size = (await stat(path.join(dist, 'assets/x-abc123.js.br'))).size;
    expect(js.headers.get('content-length')).toBe(String(size));
    expect(brotliDecompressSync(await bytes(js)).toString()).toBe('console.log("app")');
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gz = await get('/assets/x-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe('console.log("app")');
    const refused = await get('/assets/x-abc123.js', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('vary')).toBe('Accept-Encoding');
    expect(await refused.text()).toBe('console.log("app")');
  });

  it('compresses index.html, the app routes and the service worker, which browsers still revalidate', async () => {
    for (const route of ['/', '/item/123', '/sw.js']) {
      const res = await get(route, { headers: { 'Accept-Encoding': 'br' } });
      expect([route, res.headers.get('content-encoding')]).toEqual([route, 'br']);
      expect([route, res.headers.get('cache-control')]).toEqual([route, 'no-cache']);
      const text = brotliDecompressSync(await bytes(res)).toString();
      expect(text).toContain(route === '/sw.js' ? 'addEventListener' : '<div id="root">');
    }
  });

  it('never sends images coded, nor a coded copy for a range', async () => {
    const png = await get('/assets/photo-abc123.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect((await bytes(png)).length).toBe(2048);
    const range = await get('/assets/x-abc123.js', {
      headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-6' },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(await range.text()).toBe('console');
  });
});

describe('without a build', () => {
  it('explains how to build the web app', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.request('/discovery');
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('npm run build');
      expect((await bare.app.request('/api/health')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
