import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { photoLike, solid } from '../../platform/images/test-images.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { sweepAbandonedUploads } from '../media/sweep.ts';
import { avatarPhotoId } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

async function member(): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
}
const upload = (client: TestClient, data: Buffer, type = 'image/jpeg') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'avatar.jpg');
  return client.request('/api/me/avatar', { method: 'POST', body: form });
};
const avatarOf = async (id: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!.avatarUrl;
const served = async (url: string) => (await t.client().get(url)).status;
const sizesOf = (url: string) => [320, 800, 1600].map((size) => url.replace(/-\d+\.webp$/, `-${size}.webp`));

describe('POST /api/me/avatar', () => {
  it('needs a session', async () => {
    const res = await upload(t.client(), await photoLike(200, 200));
    expect(res.status).toBe(401);
  });

  it('stores the image through the photo pipeline and sets avatar_url to its 320 px size', async () => {
    const { user, client } = await member();
    const res = await upload(client, await photoLike(800, 600));
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/media/${user.id}/[0-9a-f-]+-320\\.webp$`));
    expect(await avatarOf(user.id)).toBe(avatarUrl);
    expect(await served(avatarUrl)).toBe(200);
  });

  it('decides the type from the bytes: a text file named .jpg is 400 Invalid file type', async () => {
    const { user, client } = await member();
    const res = await upload(client, Buffer.from('not an image at all, just text'), 'image/jpeg');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: 'Invalid file type' } });
    expect(await avatarOf(user.id)).toBeNull();
  });

  it('refuses more than 5 MB with 413 File too large', async () => {
    const { user, client } = await member();
    const big = Buffer.concat([
      await solid(10, 10, '#ff0000').png().toBuffer(),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    const res = await upload(client, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { message: 'File too large', details: 'Please upload an image smaller than 5MB' },
    });
    expect(await avatarOf(user.id)).toBeNull();
  });

  it("removes the previous avatar's files after the new one is saved; DELETE removes it", async () => {
    const { user, client } = await member();
    const first = ((await (await upload(client, await photoLike(300, 300))).json()) as { avatarUrl: string })
      .avatarUrl;
    const second = ((await (await upload(client, await photoLike(300, 300))).json()) as { avatarUrl: string })
      .avatarUrl;
    expect(second).not.toBe(first);
    for (const url of sizesOf(first)) expect(await served(url)).toBe(404);
    for (const url of sizesOf(second)) expect(await served(url)).toBe(200);

    const res = await client.request('/api/me/avatar', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ avatarUrl: null });
    expect(await avatarOf(user.id)).toBeNull();
    for (const url of sizesOf(second)) expect(await served(url)).toBe(404);
  });

  it('keeps the old files when an item shows the same photo', async () => {
    const { user, client } = await member();
    const first = ((await (await upload(client, await photoLike(300, 300))).json()) as { avatarUrl: string })
      .avatarUrl;
    const id = avatarPhotoId(first)!;
    await createItem(t, user, { photos: [{ id, url: first, width: 320, height: 320 }] });
    await upload(client, await photoLike(300, 300));
    expect(await served(first)).toBe(200);
  });

  it('is kept by the abandoned-upload sweeper while it is the avatar', async () => {
    const { client } = await member();
    const url = ((await (await upload(client, await photoLike(300, 300))).json()) as { avatarUrl: string })
      .avatarUrl;
    const removed = await sweepAbandonedUploads(
      { db: t.db, storage: t.storage },
      { maxAgeMs: 0, now: new Date(Date.now() + 60_000) },
    );
    expect(removed).not.toContain(avatarPhotoId(url));
    expect(await served(url)).toBe(200);
  });
});
