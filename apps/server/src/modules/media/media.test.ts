import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemSchema, uploadedPhotoSchema, type UploadedPhoto } from '@swapyard/domain';
import { profiles } from '../../db/schema/index.ts';
import { photoKeysOf } from '../../platform/images/index.ts';
import { photoLike, solid } from '../../platform/images/test-images.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import { createJobRunner } from '../../platform/jobs/index.ts';
import { sweepAbandonedUploads, uploadSweepJob } from './sweep.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let ownerClient: TestClient;
let otherClient: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { username: 'uploader' });
  other = await createUser(t, { username: 'someone_else' });
  ownerClient = await signedInClient(t, owner);
  otherClient = await signedInClient(t, other);
});
afterAll(() => t.close());

const upload = (client: TestClient, data: Buffer, name = 'photo.jpg', path = '/api/media/item-photos') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
  return client.request(path, { method: 'POST', body: form });
};
const uploaded = async (client: TestClient): Promise<UploadedPhoto> => {
  const res = await upload(client, await photoLike(640, 480));
  expect(res.status).toBe(201);
  return uploadedPhotoSchema.parse(await res.json());
};
const itemInput = (photos: unknown[]) => ({
  title: 'Denim jacket',
  category: 'clothing',
  condition: 'good',
  size: 'M',
  photos,
});
const send = (client: TestClient, method: 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  client.request(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const status = async (url: string) => (await t.client().get(url)).status;

describe('POST /api/media/item-photos', () => {
  it('stores a JPEG as three WebP sizes served from /media with an immutable cache', async () => {
    const res = await upload(ownerClient, await photoLike(2000, 1500));
    expect(res.status).toBe(201);
    const photo = uploadedPhotoSchema.parse(await res.json());
    expect(photo.id.startsWith(`${owner.id}/`)).toBe(true);
    expect(photo).toMatchObject({ width: 1600, height: 1200, url: photo.sizes[1600] });
    expect(Object.keys(photo.sizes)).toEqual(['320', '800', '1600']);
    const file = await t.client().get(photo.sizes[800]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('answers 401 signed out', async () => {
    const res = await upload(t.client(), await photoLike(100, 100));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'User must be authenticated to upload files' },
    });
  });

  it("refuses 11 MB with 'File too large' and a text file named .jpg with 'Invalid file type'", async () => {
    const big = await upload(ownerClient, Buffer.alloc(11 * 1024 * 1024, 0xff));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({
      error: { message: 'File too large', details: 'Maximum file size is 10MB' },
    });
    const text = await upload(ownerClient, Buffer.from('not a photo at all'), 'holiday.jpg');
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({
      error: { message: 'Invalid file type', details: 'Please upload a JPEG, PNG, or WebP image' },
    });
  });
});

describe('POST /api/media/images', () => {
  it('takes a PNG, and refuses 6 MB with the 5 MB wording', async () => {
    const png = await solid(300, 300, '#c33').png().toBuffer();
    const res = await upload(ownerClient, png, 'avatar.png', '/api/media/images');
    expect(res.status).toBe(201);
    expect(uploadedPhotoSchema.parse(await res.json()).width).toBe(300);
    const big = await upload(ownerClient, Buffer.alloc(6 * 1024 * 1024, 0xff), 'a.png', '/api/media/images');
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { details: 'Please upload an image smaller than 5MB' } });
    expect((await upload(t.client(), png, 'a.png', '/api/media/images')).status).toBe(401);
  });

  it('is documented as a multipart upload', async () => {
    const doc = (await (await t.client().get('/api/openapi.json')).json()) as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, unknown> } } }>;
    };
    for (const url of ['/api/media/item-photos', '/api/media/images']) {
      expect(Object.keys(doc.paths[url]?.post?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    }
  });
});

describe('items refer only to existing uploads of their owner', () => {
  it('creates an item with an upload, rebuilding its URLs on the server', async () => {
    const photo = await uploaded(ownerClient);
    const forged = { ...photo, url: 'https://evil.example/x.jpg', sizes: { 320: 'https://evil.example/y' } };
    const res = await ownerClient.post('/api/items', itemInput([forged]));
    expect(res.status).toBe(201);
    expect(itemSchema.parse(await res.json()).photos).toEqual([photo]);
  });

  it("refuses another member's photo and a photo that was never uploaded", async () => {
    const theirs = await uploaded(otherClient);
    const foreign = await ownerClient.post('/api/items', itemInput([theirs]));
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: { message: 'Photos must be your own uploads' } });

    const real = await uploaded(ownerClient);
    const ghost = { ...real, id: `${owner.id}/00000000-0000-4000-8000-000000000000` };
    const missing = await ownerClient.post('/api/items', itemInput([real, ghost]));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some photos were not found. Please upload them again.',
        details: { issues: [{ path: 'photos.1', message: 'Photo not found' }] },
      },
    });
  });

  it("deletes an item's files with the item, and a photo's files when an edit drops it", async () => {
    const [a, b] = [await uploaded(ownerClient), await uploaded(ownerClient)];
    const created = itemSchema.parse(await (await ownerClient.post('/api/items', itemInput([a, b]))).json());
    const dropped = await send(ownerClient, 'PATCH', `/api/items/${created.id}`, { photos: [b] });
    expect(dropped.status).toBe(200);
    for (const url of Object.values(a.sizes)) expect(await status(url)).toBe(404);
    for (const url of Object.values(b.sizes)) expect(await status(url)).toBe(200);

    expect((await send(ownerClient, 'DELETE', `/api/items/${created.id}`)).status).toBe(204);
    for (const url of Object.values(b.sizes)) expect(await status(url)).toBe(404);
  });
});

describe('sweeping abandoned uploads', () => {
  const age = async (photo: UploadedPhoto, hours: number) => {
    const when = new Date(Date.now() - hours * 3_600_000);
    const root = (t.storage as { root: string }).root;
    for (const key of photoKeysOf(photo.id)) await utimes(path.join(root, key), when, when);
  };

  it('removes an old unattached upload, keeps attached ones, avatars and fresh uploads', async () => {
    const abandoned = await uploaded(ownerClient);
    const attached = await uploaded(ownerClient);
    const avatar = await uploaded(ownerClient);
    const fresh = await uploaded(ownerClient);
    expect((await ownerClient.post('/api/items', itemInput([attached]))).status).toBe(201);
    await t.db.update(profiles).set({ avatarUrl: avatar.sizes[320] }).where(eq(profiles.id, owner.id));
    for (const photo of [abandoned, attached, avatar]) await age(photo, 25);

    const removed = await sweepAbandonedUploads({ db: t.db, storage: t.storage });
    expect(removed).toContain(abandoned.id);
    for (const url of Object.values(abandoned.sizes)) expect(await status(url)).toBe(404);
    for (const photo of [attached, avatar, fresh]) {
      expect(removed).not.toContain(photo.id);
      for (const url of Object.values(photo.sizes)) expect(await status(url)).toBe(200);
    }
  });

  it('decides a photo whose sizes straddle a page with the next page: kept while any size is fresh', async () => {
    const straddling = await uploaded(otherClient);
    const old = await uploaded(otherClient);
    await age(straddling, 25);
    await age(old, 25);
    // Its newest size written a moment ago: an upload still in progress, whichever page that size falls on.
    const root = (t.storage as { root: string }).root;
    const keys = photoKeysOf(straddling.id);
    await utimes(path.join(root, keys.at(-1)!), new Date(), new Date());
    for (const pageSize of [1, 2, 3, 1000]) {
      const removed = await sweepAbandonedUploads({ db: t.db, storage: t.storage }, { pageSize });
      expect(removed).not.toContain(straddling.id);
    }
    expect(await status(old.sizes[320])).toBe(404);
    for (const url of Object.values(straddling.sizes)) expect(await status(url)).toBe(200);
    await age(straddling, 25);
    expect(await sweepAbandonedUploads({ db: t.db, storage: t.storage }, { pageSize: 2 })).toContain(
      straddling.id,
    );
  });

  it('runs as a recurring job, logging what it removed', async () => {
    const stale = await uploaded(otherClient);
    await age(stale, 2);
    const runner = createJobRunner({
      db: t.db,
      logger: t.logger,
      handlers: {},
      recurring: [
        uploadSweepJob({ storage: t.storage, logger: t.logger }, { firstDelayMs: 0, maxAgeMs: 3_600_000 }),
      ],
    });
    await runner.start();
    try {
      await expect.poll(async () => status(stale.sizes[320]), { timeout: 5_000 }).toBe(404);
    } finally {
      await runner.stop();
    }
    expect(t.logs.some((line) => line.msg === 'Removed abandoned uploads')).toBe(true);
  });
});
