import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemListSchema, itemSchema, type Item, type ItemList } from '@swapyard/domain';
import { profiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let aliceClient: TestClient;
let bobClient: TestClient;
const ids: Record<string, string> = {};
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t, { username: 'alice', fullName: 'Alice Reed' });
  bob = await createUser(t, { username: 'bob' });
  // Alice: one item in each state, oldest first; bob: one listed item.
  const of = (title: string, n: number, extra: Parameters<typeof createItem>[2] = {}) =>
    createItem(t, alice, { title, createdAt: minutesAgo(n), ...extra }).then((row) => (ids[title] = row.id));
  await of('listed', 10, { category: 'electronics' });
  await of('private', 9, { visibility: 'private' });
  await of('live', 8, { visibility: 'live-only' });
  await of('hidden', 7, { status: 'hidden' });
  await of('sold', 6, { status: 'sold', isAvailable: false });
  await of('unavailable', 5, { isAvailable: false });
  ids.bobs = (await createItem(t, bob, { title: 'bobs', createdAt: minutesAgo(4) })).id;
  aliceClient = await signedInClient(t, alice);
  bobClient = await signedInClient(t, bob);
});
afterAll(() => t.close());

const titles = (list: ItemList) => list.items.map((i) => i.title);
async function list(client: TestClient, path: string): Promise<ItemList> {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  const body = (await res.json()) as ItemList;
  expect(itemListSchema.parse(body)).toEqual(body);
  return body;
}

describe('GET /api/items', () => {
  it('lists only available public items, newest first, with the owner profile', async () => {
    const body = await list(t.client(), '/api/items');
    expect(titles(body)).toEqual(['bobs', 'listed']);
    expect(body.nextCursor).toBeNull();
    expect(body.items[1]).toMatchObject({
      userId: alice.id,
      category: 'electronics',
      categoryLabel: 'Electronics',
      valueCents: 2500,
      likes: 0,
      views: 0,
      owner: {
        id: alice.id,
        username: 'alice',
        fullName: 'Alice Reed',
        avatarUrl: null,
        themeColor: '#6366f1',
        location: null,
      },
    });
  });

  it('filters by category and by owner', async () => {
    expect(titles(await list(t.client(), '/api/items?category=electronics'))).toEqual(['listed']);
    expect(titles(await list(t.client(), `/api/items?userId=${bob.id}`))).toEqual(['bobs']);
    const bad = await t.client().get('/api/items?userId=nope');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('pages with a cursor, without duplicates or gaps, even for equal timestamps', async () => {
    const carol = await createUser(t, { username: 'carol' });
    const same = new Date('2020-01-01T00:00:00.123Z');
    const created = [];
    for (let i = 0; i < 5; i++) created.push(await createItem(t, carol, { createdAt: same }));
    for (let i = 0; i < 3; i++) created.push(await createItem(t, carol, { createdAt: minutesAgo(100 + i) }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await list(t.client(), `/api/items?userId=${carol.id}&limit=3${query}`);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(8);
    expect(seen.sort()).toEqual(created.map((c) => c.id).sort());
  });

  it('defaults to 20 per page, caps at 50 and rejects a bad cursor', async () => {
    expect((await t.client().get('/api/items?limit=51')).status).toBe(400);
    const bad = await t.client().get('/api/items?cursor=garbage');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const dave = await createUser(t, { username: 'dave' });
    for (let i = 0; i < 21; i++) await createItem(t, dave);
    const first = await list(t.client(), `/api/items?userId=${dave.id}`);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
  });
});

describe('GET /api/items/mine', () => {
  it('answers 401 signed out', async () => {
    const res = await t.client().get('/api/items/mine');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it("lists all the caller's items, any status or visibility, newest first", async () => {
    const body = await list(aliceClient, '/api/items/mine');
    expect(titles(body)).toEqual(['unavailable', 'sold', 'hidden', 'live', 'private', 'listed']);
    expect(titles(await list(bobClient, '/api/items/mine'))).toEqual(['bobs']);
  });
});

describe('GET /api/users/:userId/items', () => {
  it("lists another member's available public items only, even to the owner", async () => {
    expect(titles(await list(bobClient, `/api/users/${alice.id}/items`))).toEqual(['listed']);
    expect(titles(await list(aliceClient, `/api/users/${alice.id}/items`))).toEqual(['listed']);
    expect(titles(await list(t.client(), '/api/users/not-a-uuid/items'))).toEqual([]);
  });
});

describe('GET /api/items/:id', () => {
  const get = (client: TestClient, key: string) => client.get(`/api/items/${ids[key]}`);

  it('shows public items to anyone in the Item contract', async () => {
    const res = await get(t.client(), 'listed');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(itemSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: ids.listed,
      title: 'listed',
      status: 'available',
      visibility: 'public',
    });
  });

  it('keeps hidden, sold and unavailable public items viewable by id', async () => {
    for (const key of ['hidden', 'sold', 'unavailable']) expect((await get(bobClient, key)).status).toBe(200);
  });

  it('shows private and live-only items to their owner only: 404 for others, never 403', async () => {
    for (const key of ['private', 'live']) {
      expect((await get(aliceClient, key)).status).toBe(200);
      for (const client of [bobClient, t.client()]) {
        const res = await get(client, key);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found' } });
      }
    }
  });

  it("shows the owner's location unless their privacy settings hide it", async () => {
    const dana = await createUser(t, { username: 'dana' });
    await t.db.update(profiles).set({ location: 'Portland, OR' }).where(eq(profiles.id, dana.id));
    const item = await createItem(t, dana);
    const owner = async () => ((await (await t.client().get(`/api/items/${item.id}`)).json()) as Item).owner;
    expect(await owner()).toMatchObject({ id: dana.id, location: 'Portland, OR' });

    const privacy = { show_location: false, show_phone: false, profile_visibility: 'public' as const };
    await t.db.update(profiles).set({ privacySettings: privacy }).where(eq(profiles.id, dana.id));
    expect(await owner()).toMatchObject({ id: dana.id, location: null });
    const listed = await list(t.client(), `/api/items?userId=${dana.id}`);
    expect(listed.items[0]?.owner.location).toBeNull();
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'mine-not', '1']) {
      const res = await t.client().get(`/api/items/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: 'Item not found' } });
    }
  });
});
