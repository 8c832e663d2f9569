import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeStateSchema, type LikeState } from '@swapyard/domain';
import { itemLikes, items } from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let owner: TestUser;
let ownerClient: TestClient;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  ownerClient = await signedInClient(t, owner);
});
afterAll(() => t.close());

async function member() {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
}

const likePath = (id: string) => `/api/items/${id}/like`;
const put = (client: TestClient, id: string) => client.request(likePath(id), { method: 'PUT' });
const del = (client: TestClient, id: string) => client.request(likePath(id), { method: 'DELETE' });

async function state(res: Response): Promise<LikeState> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as LikeState;
  expect(likeStateSchema.parse(body)).toEqual(body);
  return body;
}

const likeRows = (itemId: string) => t.db.select().from(itemLikes).where(eq(itemLikes.itemId, itemId));
const storedCount = async (itemId: string) =>
  (await t.db.select({ likes: items.likesCount }).from(items).where(eq(items.id, itemId)))[0]!.likes;

describe('signed out', () => {
  it("answers 401 'Please log in to like items' to GET, PUT and DELETE and changes nothing", async () => {
    const item = await createItem(t, owner);
    const visitor = t.client();
    for (const res of [
      await visitor.get(likePath(item.id)),
      await put(visitor, item.id),
      await del(visitor, item.id),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Please log in to like items' },
      });
    }
    expect(await likeRows(item.id)).toEqual([]);
    expect(await storedCount(item.id)).toBe(0);
  });
});

describe('/api/items/{id}/like', () => {
  it('likes and unlikes idempotently, moving the count once each way', async () => {
    const { user, client } = await member();
    const item = await createItem(t, owner);
    expect(await state(await client.get(likePath(item.id)))).toEqual({ liked: false, likes: 0 });

    expect(await state(await put(client, item.id))).toEqual({ liked: true, likes: 1 });
    expect(await state(await put(client, item.id))).toEqual({ liked: true, likes: 1 });
    expect(await likeRows(item.id)).toMatchObject([{ userId: user.id, itemId: item.id }]);
    expect(await state(await client.get(likePath(item.id)))).toEqual({ liked: true, likes: 1 });
    expect(await storedCount(item.id)).toBe(1);

    expect(await state(await del(client, item.id))).toEqual({ liked: false, likes: 0 });
    expect(await state(await del(client, item.id))).toEqual({ liked: false, likes: 0 });
    expect(await likeRows(item.id)).toEqual([]);
    expect(await storedCount(item.id)).toBe(0);
  });

  it("counts every member's like, keeps each member's state their own, and shows the count on the item", async () => {
    const bob = await member();
    const carol = await member();
    const item = await createItem(t, owner);
    await put(bob.client, item.id);
    expect(await state(await put(carol.client, item.id))).toEqual({ liked: true, likes: 2 });
    expect(await state(await del(bob.client, item.id))).toEqual({ liked: false, likes: 1 });
    expect(await state(await carol.client.get(likePath(item.id)))).toEqual({ liked: true, likes: 1 });
    // Carol unliking twice removes only her like.
    await put(bob.client, item.id);
    await del(carol.client, item.id);
    expect(await state(await del(carol.client, item.id))).toEqual({ liked: false, likes: 1 });
    const detail = (await (await t.client().get(`/api/items/${item.id}`)).json()) as { likes: number };
    expect(detail.likes).toBe(1);
  });

  it("refuses to like the member's own item with 400, and tells the owner the count", async () => {
    const item = await createItem(t, owner);
    const res = await put(ownerClient, item.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'You cannot like your own item' },
    });
    expect(await likeRows(item.id)).toEqual([]);
    const { client } = await member();
    await put(client, item.id);
    expect(await state(await ownerClient.get(likePath(item.id)))).toEqual({ liked: false, likes: 1 });
  });

  it("answers 404 'Item not found' for another member's private and live-only items, as for missing ones", async () => {
    const { client } = await member();
    for (const visibility of ['private', 'live-only'] as const) {
      const item = await createItem(t, owner, { visibility });
      for (const res of [
        await client.get(likePath(item.id)),
        await put(client, item.id),
        await del(client, item.id),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found' } });
      }
      expect(await likeRows(item.id)).toEqual([]);
    }
  });

  it('answers 404, not 500, for unknown and malformed ids', async () => {
    const { client } = await member();
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '1']) {
      for (const res of [await client.get(likePath(id)), await put(client, id), await del(client, id)]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found' } });
      }
    }
  });

  it('lets members like sold public items, and removes likes with the item', async () => {
    const { user, client } = await member();
    const item = await createItem(t, owner, { status: 'sold', isAvailable: false });
    expect(await state(await put(client, item.id))).toEqual({ liked: true, likes: 1 });
    await ownerClient.request(`/api/items/${item.id}`, { method: 'DELETE' });
    expect(
      await t.db
        .select()
        .from(itemLikes)
        .where(and(eq(itemLikes.userId, user.id), eq(itemLikes.itemId, item.id))),
    ).toEqual([]);
  });

  it('keeps the count equal to the rows when the same member double-clicks', async () => {
    const { client } = await member();
    const item = await createItem(t, owner);
    await Promise.all([put(client, item.id), put(client, item.id), put(client, item.id)]);
    expect(await storedCount(item.id)).toBe(1);
    await Promise.all([del(client, item.id), del(client, item.id)]);
    expect(await storedCount(item.id)).toBe(0);
    expect(await likeRows(item.id)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('describes the like endpoints', async () => {
    const doc = (await (await t.client().get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.components.schemas)).toContain('LikeState');
    expect(Object.keys(doc.paths['/api/items/{id}/like'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
  });
});
