import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WANTS, wantListSchema, type WantList } from '@swapyard/domain';
import { itemWants } from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let owner: TestUser;
let ownerClient: TestClient;

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

const wantPath = (id: string) => `/api/items/${id}/want`;
const want = (client: TestClient, id: string) => client.request(wantPath(id), { method: 'PUT' });
const unwant = (client: TestClient, id: string) => client.request(wantPath(id), { method: 'DELETE' });
const wantRows = (itemId: string) => t.db.select().from(itemWants).where(eq(itemWants.itemId, itemId));

async function myWants(client: TestClient): Promise<WantList> {
  const res = await client.get('/api/me/wants');
  expect(res.status).toBe(200);
  return wantListSchema.parse(await res.json());
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe('wants', () => {
  it("answers 401 'Please sign in to want items' when signed out", async () => {
    const item = await createItem(t, owner);
    for (const res of [await want(t.client(), item.id), await t.client().get('/api/me/wants')]) {
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toBe('Please sign in to want items');
    }
  });

  it('wants and unwants idempotently, and lists wants newest first', async () => {
    const { user, client } = await member();
    const first = await createItem(t, owner);
    const second = await createItem(t, owner);
    expect(await (await want(client, first.id)).json()).toEqual({ wanted: true });
    expect(await (await want(client, first.id)).json()).toEqual({ wanted: true });
    await want(client, second.id);
    expect(await wantRows(first.id)).toMatchObject([{ userId: user.id }]);
    expect((await myWants(client)).wants.map((entry) => entry.item.id)).toEqual([second.id, first.id]);

    expect(await (await unwant(client, first.id)).json()).toEqual({ wanted: false });
    expect(await (await unwant(client, first.id)).json()).toEqual({ wanted: false });
    expect(await wantRows(first.id)).toEqual([]);
    expect((await myWants(client)).wants.map((entry) => entry.item.id)).toEqual([second.id]);
  });

  it("refuses the member's own item with 400", async () => {
    const item = await createItem(t, owner);
    const res = await want(ownerClient, item.id);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('You cannot want your own item');
  });

  it('refuses an item that is swapped, sold or hidden with 409, and 404 for private, unknown and malformed ids', async () => {
    const { client } = await member();
    for (const overrides of [
      { status: 'swapped' as const, isAvailable: false },
      { status: 'sold' as const, isAvailable: false },
      { isAvailable: false },
    ]) {
      const item = await createItem(t, owner, overrides);
      const res = await want(client, item.id);
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toBe('This item is no longer available');
      expect(await wantRows(item.id)).toEqual([]);
    }
    const hidden = await createItem(t, owner, { visibility: 'private' });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await want(client, id);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe('Item not found');
    }
  });

  it('keeps a want of an item swapped since in the list, and lets the member remove it', async () => {
    const { client } = await member();
    const item = await createItem(t, owner);
    await want(client, item.id);
    await ownerClient.request(`/api/items/${item.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'sold' }),
      headers: { 'content-type': 'application/json' },
    });
    expect((await myWants(client)).wants.map((entry) => entry.item.status)).toEqual(['sold']);
    expect(await (await unwant(client, item.id)).json()).toEqual({ wanted: false });
    expect((await myWants(client)).wants).toEqual([]);
  });

  it(`allows ${MAX_WANTS} wants and refuses the next with 409`, async () => {
    const { user, client } = await member();
    const many = await Promise.all(Array.from({ length: MAX_WANTS + 1 }, () => createItem(t, owner)));
    await t.db
      .insert(itemWants)
      .values(many.slice(0, MAX_WANTS).map((item) => ({ userId: user.id, itemId: item.id })));
    const res = await want(client, many[MAX_WANTS]!.id);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe('You can want up to 100 items. Remove one to add another.');
    // Wanting one already wanted is still fine at the limit.
    expect((await want(client, many[0]!.id)).status).toBe(200);
    expect((await myWants(client)).wants).toHaveLength(MAX_WANTS);
  });

  it('removes wants with the item', async () => {
    const { client } = await member();
    const item = await createItem(t, owner);
    await want(client, item.id);
    expect((await ownerClient.request(`/api/items/${item.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await wantRows(item.id)).toEqual([]);
  });
});

describe('open to swap', () => {
  it('is on for a new item, and its owner turns it off and on again', async () => {
    const item = await createItem(t, owner);
    const read = async () =>
      ((await (await t.client().get(`/api/items/${item.id}`)).json()) as { openToSwap: boolean }).openToSwap;
    expect(await read()).toBe(true);
    const patch = (openToSwap: boolean) =>
      ownerClient.request(`/api/items/${item.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ openToSwap }),
        headers: { 'content-type': 'application/json' },
      });
    expect((await patch(false)).status).toBe(200);
    expect(await read()).toBe(false);
    expect((await patch(true)).status).toBe(200);
    expect(await read()).toBe(true);
  });
});
