import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses.ts';
import { preferredEncoding } from './encodings.ts';

const bigJson = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Vintage denim jacket ${i}` })),
};
const bigText = JSON.stringify(bigJson);

function app() {
  const app = new Hono();
  app.use('*', compressResponses());
  app.get('/json', (c) => {
    c.header('Idempotent-Replayed', 'true');
    c.header('X-Request-Id', 'abc');
    return c.json(bigJson);
  });
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp' }));
  app.get('/events', (c) => c.body(bigText, 200, { 'Content-Type': 'text/event-stream' }));
  app.get('/no-transform', (c) => c.json(bigJson, 200, { 'Cache-Control': 'no-transform' }));
  app.get('/coded', (c) =>
    c.body(new Uint8Array(4096), 200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'br' }),
  );
  app.get('/stream', () => {
    const encoder = new TextEncoder();
    const parts = [bigText.slice(0, 500), bigText.slice(500, 3000), bigText.slice(3000)];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) controller.close();
        else controller.enqueue(encoder.encode(part));
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });
  return app;
}

const get = (path: string, acceptEncoding?: string, init: RequestInit = {}) =>
  app().request(path, {
    ...init,
    headers: { ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...init.headers },
  });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressResponses', () => {
  it('answers brotli to a browser, keeping every header the handler set', async () => {
    const res = await get('/json', 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    expect(res.headers.get('x-request-id')).toBe('abc');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(bigText.length / 4);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(bigJson);
  });

  it('answers gzip to a client that does not take brotli', async () => {
    const res = await get('/json', 'gzip, deflate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(res)).toString())).toEqual(bigJson);
  });

  it('sends the body as it is without Accept-Encoding, still telling caches it varies', async () => {
    const res = await get('/json');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual(bigJson);
  });

  it('compresses a streamed body of unknown length', async () => {
    const res = await get('/stream', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(bigText);
  });

  it('leaves tiny bodies, images, event streams, coded bodies, no-transform, HEAD and upgrades alone', async () => {
    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const image = await get('/image', 'br');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect((await bytes(image)).length).toBe(4096);
    const events = await get('/events', 'br');
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toBe(bigText);
    expect((await get('/no-transform', 'br')).headers.get('content-encoding')).toBeNull();
    const coded = await get('/coded', 'gzip, br');
    expect(coded.headers.get('content-encoding')).toBe('br');
    expect((await bytes(coded)).length).toBe(4096);
    expect((await get('/json', 'br', { method: 'HEAD' })).headers.get('content-encoding')).toBeNull();
    const upgrade = await get('/json', 'br', { headers: { Upgrade: 'websocket' } });
    expect(upgrade.headers.get('content-encoding')).toBeNull();
  });
});

describe('preferredEncoding', () => {
  it('honours q-values, wildcards and refusals', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });
});
