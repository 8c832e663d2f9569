import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http-context.ts';
import { DiskStorage } from '../../platform/storage/disk-storage.ts';
import { mediaFileRoutes } from './routes.ts';

let dir: string;
let app: Hono<AppEnv>;
const photo = Buffer.from('RIFF\0\0\0\0WEBPVP8 not really pixels');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'swapyard-media-'));
  const storage = new DiskStorage(path.join(dir, 'files'));
  await storage.put('user-1/photo-1-320.webp', photo, { contentType: 'image/webp' });
  // An identity document: stored, but never served here (docs/product/verification.md, "Privacy").
  await storage.put('private/verifications/user-1/v-1/1-1600.webp', photo, { contentType: 'image/webp' });
  // A file beside the store that no URL may reach.
  await writeFile(path.join(dir, 'secret.txt'), 'do not serve');
  app = new Hono<AppEnv>();
  app.onError(handleError);
  app.route('/', mediaFileRoutes(storage));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => app.request(url, { method });

describe('GET /media/*', () => {
  it('serves a stored file with its type, length and a year-long immutable cache', async () => {
    const response = await get('/media/user-1/photo-1-320.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe(String(photo.length));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await get('/media/user-1/photo-1-320.webp', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(photo.length));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 JSON for a missing file', async () => {
    const response = await get('/media/user-1/nope-320.webp');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'File not found' } });
  });

  it.each([
    '/media/private/verifications/user-1/v-1/1-1600.webp',
    '/media/private%2Fverifications/user-1/v-1/1-1600.webp',
  ])('never serves a private key, though the file exists: %s → 404', async (url) => {
    for (const method of ['GET', 'HEAD']) {
      const response = await get(url, method);
      expect(response.status).toBe(404);
    }
  });

  it.each([
    '/media/..%2Fsecret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/user-1/%2e%2e/%2e%2e/secret.txt',
    '/media/..%5Csecret.txt',
    '/media//etc/passwd',
    '/media/%2Fetc%2Fpasswd',
    '/media/',
  ])('cannot be walked out of the store: %s → 404', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('do not serve');
  });
});
