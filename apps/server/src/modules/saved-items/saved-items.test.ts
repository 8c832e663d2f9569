import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedItemListSchema, type SavedItemList } from '@swapyard/domain';
import { items, savedItems } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let owner: TestUser;
let ownerClient: TestClient;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { username: 'owner', fullName: 'Olive Owner' });
  ownerClient = await signedInClient(t, owner);
});
afterAll(() => t.close());

/** A signed-in member with nothing saved yet. */
async function member() {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
}

const savedPath = (id: string) => `/api/items/${id}/saved`;
const put = (client: TestClient, id: string) => client.request(savedPath(id), { method: 'PUT' });
const del = (client: TestClient, id: string) => client.request(savedPath(id), { method: 'DELETE' });

async function state(res: Response): Promise<boolean> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as { saved: boolean };
  expect(Object.keys(body)).toEqual(['saved']);
  return body.saved;
}

async function list(client: TestClient, query = ''): Promise<SavedItemList> {
  const res = await client.get(`/api/me/saved-items${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as SavedItemList;
  expect(savedItemListSchema.parse(body)).toEqual(body);
  return body;
}
const titles = (body: SavedItemList) => body.items.map((entry) => entry.item.title);

const saveRows = (userId: string) => t.db.select().from(savedItems).where(eq(savedItems.userId, userId));

/** A save written directly, at a chosen time, so the order of a list does not depend on the clock. */
const saveAt = (userId: string, itemId: string, createdAt: Date) =>
  t.db.insert(savedItems).values({ userId, itemId, createdAt });

describe('signed out', () => {
  it("answers 401 'Please log in to save items' to GET, PUT and DELETE, and 401 to the list", async () => {
    const item = await createItem(t, owner);
    const visitor = t.client();
    for (const res of [
      await visitor.get(savedPath(item.id)),
      await put(visitor, item.id),
      await del(visitor, item.id),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Please log in to save items' },
      });
    }
    const listed = await visitor.get('/api/me/saved-items');
    expect(listed.status).toBe(401);
    expect(await listed.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect(await t.db.select().from(savedItems).where(eq(savedItems.itemId, item.id))).toEqual([]);
  });
});

describe('/api/items/{id}/saved', () => {
  it('saves and unsaves idempotently, keeping the first save time', async () => {
    const { user, client } = await member();
    const item = await createItem(t, owner);
    expect(await state(await client.get(savedPath(item.id)))).toBe(false);

    expect(await state(await put(client, item.id))).toBe(true);
    const [first] = await saveRows(user.id);
    expect(first).toMatchObject({ userId: user.id, itemId: item.id });
    expect(await state(await put(client, item.id))).toBe(true);
    expect(await saveRows(user.id)).toEqual([first]);
    expect(await state(await client.get(savedPath(item.id)))).toBe(true);

    expect(await state(await del(client, item.id))).toBe(false);
    expect(await state(await del(client, item.id))).toBe(false);
    expect(await saveRows(user.id)).toEqual([]);
    expect(await state(await client.get(savedPath(item.id)))).toBe(false);
  });

  it("keeps each member's saves their own", async () => {
    const bob = await member();
    const carol = await member();
    const item = await createItem(t, owner);
    await put(bob.client, item.id);
    expect(await state(await carol.client.get(savedPath(item.id)))).toBe(false);
    expect((await list(carol.client)).items).toEqual([]);
    // Carol unsaving hers leaves Bob's save alone.
    await del(carol.client, item.id);
    expect(await state(await bob.client.get(savedPath(item.id)))).toBe(true);
  });

  it("refuses to save the member's own item with 400 'You cannot save your own item'", async () => {
    const item = await createItem(t, owner);
    const res = await put(ownerClient, item.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'You cannot save your own item' },
    });
    expect(await saveRows(owner.id)).toEqual([]);
    expect(await state(await ownerClient.get(savedPath(item.id)))).toBe(false);
  });

  it("answers 404 'Item not found' for another member's private and live-only items, as for missing ones", async () => {
    const { user, client } = await member();
    for (const visibility of ['private', 'live-only'] as const) {
      const item = await createItem(t, owner, { visibility });
      for (const res of [
        await client.get(savedPath(item.id)),
        await put(client, item.id),
        await del(client, item.id),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found' } });
      }
    }
    expect(await saveRows(user.id)).toEqual([]);
  });

  it('answers 404, not 500, for unknown and malformed ids', async () => {
    const { client } = await member();
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '1']) {
      for (const res of [await client.get(savedPath(id)), await put(client, id), await del(client, id)]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found' } });
      }
    }
  });

  it('lets members save sold and unavailable public items', async () => {
    const { client } = await member();
    const sold = await createItem(t, owner, { status: 'sold', isAvailable: false });
    expect(await state(await put(client, sold.id))).toBe(true);
  });

  it('removes the save when the item is deleted', async () => {
    const { user, client } = await member();
    const item = await createItem(t, owner);
    await put(client, item.id);
    expect(await saveRows(user.id)).toHaveLength(1);
    const res = await ownerClient.request(`/api/items/${item.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await saveRows(user.id)).toEqual([]);
    expect((await list(client)).items).toEqual([]);
  });
});

describe('GET /api/me/saved-items', () => {
  it('lists saved items newest saved first, each with the full item, its owner and its status', async () => {
    const { user, client } = await member();
    // Listed oldest first, saved in another order: the list follows the saves.
    const a = await createItem(t, owner, { title: 'Alpha', createdAt: minutesAgo(30) });
    const b = await createItem(t, owner, {
      title: 'Bravo',
      createdAt: minutesAgo(20),
      status: 'sold',
      isAvailable: false,
    });
    const c = await createItem(t, owner, { title: 'Charlie', createdAt: minutesAgo(10) });
    await saveAt(user.id, c.id, minutesAgo(3));
    await saveAt(user.id, a.id, minutesAgo(2));
    await saveAt(user.id, b.id, minutesAgo(1));

    const body = await list(client);
    expect(titles(body)).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(body.nextCursor).toBeNull();
    const [first] = body.items;
    expect(new Date(first!.savedAt).getTime()).toBeGreaterThan(new Date(body.items[1]!.savedAt).getTime());
    expect(first!.item).toMatchObject({
      id: b.id,
      userId: owner.id,
      status: 'sold',
      isAvailable: false,
      valueCents: 2500,
      owner: {
        id: owner.id,
        username: 'owner',
        fullName: 'Olive Owner',
        avatarUrl: null,
        themeColor: '#6366f1',
        location: null,
      },
    });
    // The same Item as the detail endpoint answers.
    expect(first!.item).toEqual(await (await client.get(`/api/items/${b.id}`)).json());
  });

  it('pages with a cursor without duplicates or gaps, even for equal save times', async () => {
    const { user, client } = await member();
    const same = new Date('2024-05-01T10:00:00.123Z');
    const expected: string[] = [];
    for (let i = 0; i < 5; i++) {
      const item = await createItem(t, owner);
      await saveAt(user.id, item.id, same);
      expected.push(item.id);
    }
    for (let i = 0; i < 3; i++) {
      const item = await createItem(t, owner);
      await saveAt(user.id, item.id, new Date(same.getTime() - (i + 1) * 1000));
      expected.push(item.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SavedItemList = await list(client, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((entry) => entry.item.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    // Equal times are ordered by item id, descending.
    expect(seen).toEqual([...expected.slice(0, 5).sort().reverse(), ...expected.slice(5)]);
  });

  it('rejects a malformed cursor with 400', async () => {
    const { client } = await member();
    const res = await client.get('/api/me/saved-items?cursor=garbage');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('searches title and description case-insensitively, taking % and _ literally', async () => {
    const { user, client } = await member();
    const rows = [
      await createItem(t, owner, { title: 'Vintage Denim Jacket', description: 'Light wash' }),
      await createItem(t, owner, { title: 'Leather boots', description: 'Barely worn, DENIM blue laces' }),
      await createItem(t, owner, { title: 'Wool scarf', description: null }),
      await createItem(t, owner, { title: '100% cotton tee', description: 'snake_case print' }),
      await createItem(t, owner, { title: '100 cotton socks', description: 'snakeXcase print' }),
    ];
    for (const [i, row] of rows.entries()) await saveAt(user.id, row.id, minutesAgo(10 - i));

    expect(titles(await list(client, '?q=denim'))).toEqual(['Leather boots', 'Vintage Denim Jacket']);
    expect(titles(await list(client, '?q=LIGHT%20WASH'))).toEqual(['Vintage Denim Jacket']);
    expect(titles(await list(client, '?q=Scarf'))).toEqual(['Wool scarf']);
    expect(titles(await list(client, `?q=${encodeURIComponent('0%')}`))).toEqual(['100% cotton tee']);
    expect(titles(await list(client, '?q=snake_case'))).toEqual(['100% cotton tee']);
    expect(titles(await list(client, '?q=nothing-like-this'))).toEqual([]);
    // A blank search is no search.
    expect(titles(await list(client, '?q=%20%20'))).toHaveLength(5);
  });

  it('finds saved items despite misspelt words, as the universal search does, but never by a short near miss', async () => {
    const { user, client } = await member();
    const rows = [
      await createItem(t, owner, { title: 'Vintage Denim Jacket', description: 'Light wash' }),
      await createItem(t, owner, { title: 'Leather boots', description: "Levi's laces, barely worn" }),
      await createItem(t, owner, { title: 'Vintage mixing bowls', description: null }),
    ];
    for (const [i, row] of rows.entries()) await saveAt(user.id, row.id, minutesAgo(10 - i));

    expect(titles(await list(client, '?q=vintge%20jaket'))).toEqual(['Vintage Denim Jacket']);
    expect(titles(await list(client, '?q=lether'))).toEqual(['Leather boots']);
    expect(titles(await list(client, '?q=barley%20worne'))).toEqual(['Leather boots']);
    expect(titles(await list(client, '?q=levis'))).toEqual(['Leather boots']);
    // Three letters are too few to be taken for a misspelling ('leo' is not 'leather').
    expect(titles(await list(client, '?q=leo'))).toEqual([]);
  });

  it('leaves out items their owner made private, and shows them again once public', async () => {
    const { client } = await member();
    const stays = await createItem(t, owner, { title: 'Stays' });
    const hides = await createItem(t, owner, { title: 'Hides' });
    await put(client, stays.id);
    await put(client, hides.id);
    expect(titles(await list(client)).sort()).toEqual(['Hides', 'Stays']);

    await t.db.update(items).set({ visibility: 'private' }).where(eq(items.id, hides.id));
    expect(titles(await list(client))).toEqual(['Stays']);
    await t.db.update(items).set({ visibility: 'live-only' }).where(eq(items.id, hides.id));
    expect(titles(await list(client))).toEqual(['Stays']);

    await t.db.update(items).set({ visibility: 'public' }).where(eq(items.id, hides.id));
    expect(titles(await list(client)).sort()).toEqual(['Hides', 'Stays']);
  });

  it("shows only the signed-in member's saves", async () => {
    const bob = await member();
    const carol = await member();
    const item = await createItem(t, owner, { title: 'Only Bob' });
    await put(bob.client, item.id);
    expect(titles(await list(bob.client))).toEqual(['Only Bob']);
    expect(titles(await list(carol.client))).toEqual([]);
    const [row] = await t.db
      .select()
      .from(savedItems)
      .where(and(eq(savedItems.userId, bob.user.id), eq(savedItems.itemId, item.id)));
    expect(row).toBeDefined();
  });
});

describe('OpenAPI', () => {
  it('describes the saved-items endpoints', async () => {
    const doc = (await (await t.client().get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['SavedState', 'SavedItem', 'SavedItemList']),
    );
    expect(Object.keys(doc.paths['/api/items/{id}/saved'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/api/me/saved-items'] ?? {})).toEqual(['get']);
  });
});
