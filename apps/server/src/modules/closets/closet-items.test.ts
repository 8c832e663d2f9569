import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemListSchema, type ItemList } from '@swapyard/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let owner: TestUser;
let ownerClient: TestClient;
let otherClient: TestClient;
let adminClient: TestClient;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

// Titles say what each item is; created_at decides "newest". Two share a price, two have no value, and two share
// a likes count and a created_at, so every sort has ties that pagination must get through.
const fixtures = [
  { title: 'a', minutes: 1, valueCents: 5000, likesCount: 2, category: 'clothing' },
  { title: 'b', minutes: 2, valueCents: null, likesCount: 7, category: 'clothing' },
  { title: 'c', minutes: 3, valueCents: 5000, likesCount: 2, category: 'shoes_footwear' },
  { title: 'd', minutes: 4, valueCents: 100, likesCount: 0, category: 'clothing' },
  { title: 'e', minutes: 4, valueCents: 99_999, likesCount: 2, category: 'clothing' },
  { title: 'f', minutes: 6, valueCents: null, likesCount: 9, category: 'shoes_footwear' },
  { title: 'g', minutes: 7, valueCents: 2500, likesCount: 1, category: 'clothing' },
] as const;
// Never shown to others: the owner sees them with their status.
const ownerOnly = [
  { title: 'sold', status: 'sold', isAvailable: false },
  { title: 'swapped', status: 'swapped', isAvailable: false },
  { title: 'hidden', status: 'hidden' },
  { title: 'private', visibility: 'private' },
  { title: 'live', visibility: 'live-only' },
  { title: 'unavailable', isAvailable: false },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  ownerClient = await signedInClient(t, owner);
  otherClient = await signedInClient(t, await createUser(t));
  adminClient = await signedInClient(t, await createUser(t, { role: 'admin' }));
  for (const { minutes, ...values } of fixtures) {
    await createItem(t, owner, { ...values, createdAt: minutesAgo(minutes) });
  }
  for (const [i, values] of ownerOnly.entries()) {
    await createItem(t, owner, { ...values, createdAt: minutesAgo(10 + i), valueCents: 1000 });
  }
  await createItem(t, await createUser(t), { title: 'someone else' });
});
afterAll(() => t.close());

const path = (query: string) => `/api/users/${owner.id}/closet-items${query}`;

async function page(client: TestClient, query: string): Promise<ItemList> {
  const res = await client.get(path(query));
  expect(res.status).toBe(200);
  const body = (await res.json()) as ItemList;
  expect(itemListSchema.parse(body)).toEqual(body);
  return body;
}
const titles = (list: ItemList) => list.items.map((item) => item.title);

/** Every title, following nextCursor `limit` at a time. */
async function all(client: TestClient, query: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const cursorPart: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const body = await page(client, `?${query}&limit=${limit}${cursorPart}`);
    expect(body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...titles(body));
    cursor = body.nextCursor;
  } while (cursor);
  return seen;
}

describe('sort orders, every page size', () => {
  const orders = {
    // e and d share a created_at: the id breaks the tie, so only their pair's order is left open.
    newest: ['a', 'b', 'c', ['d', 'e'], 'f', 'g'],
    price_desc: ['e', ['a', 'c'], 'g', 'd', ['b', 'f']],
    price_asc: ['d', 'g', ['a', 'c'], 'e', ['b', 'f']],
    most_liked: ['f', 'b', ['a', 'c', 'e'], 'g', 'd'],
  } as const;

  for (const [sort, expected] of Object.entries(orders)) {
    it(`${sort}: pages of 1, 2, 3 and 50 give the same order, with no skips or repeats`, async () => {
      const full = await all(otherClient, `sort=${sort}`, 50);
      // Groups of ties: any order inside a group, but the groups in order, newest first inside price ties.
      let at = 0;
      for (const group of expected) {
        const size = typeof group === 'string' ? 1 : group.length;
        const got = full.slice(at, at + size);
        expect([...got].sort()).toEqual(typeof group === 'string' ? [group] : [...group].sort());
        at += size;
      }
      expect(full).toHaveLength(fixtures.length);
      for (const limit of [1, 2, 3]) expect(await all(otherClient, `sort=${sort}`, limit)).toEqual(full);
    });
  }

  it('breaks price ties newest first', async () => {
    const full = await all(otherClient, 'sort=price_desc', 50);
    expect(full.indexOf('a')).toBeLessThan(full.indexOf('c'));
    expect(full.slice(-2)).toEqual(['b', 'f']);
  });

  it('sorts newest first by default', async () => {
    expect(titles(await page(otherClient, '')).slice(0, 3)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a cursor from another sort, or a forged one, with 400', async () => {
    const first = await page(otherClient, '?sort=price_desc&limit=2');
    const res = await otherClient.get(path(`?sort=most_liked&cursor=${first.nextCursor}`));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    for (const forged of ['x', Buffer.from('newest|1|nope|x').toString('base64url')]) {
      expect((await otherClient.get(path(`?cursor=${forged}`))).status).toBe(400);
    }
    expect((await otherClient.get(path('?sort=cheapest'))).status).toBe(400);
  });
});

describe('filters', () => {
  it('filters by category', async () => {
    expect(titles(await page(otherClient, '?category=shoes_footwear'))).toEqual(['c', 'f']);
    expect(titles(await page(otherClient, '?category=art'))).toEqual([]);
  });

  it('lets the owner see everything and filter by status, combined with category and sort', async () => {
    const everything = titles(await page(ownerClient, '?limit=50'));
    expect(everything.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(everything.slice(fixtures.length)).toEqual(ownerOnly.map((item) => item.title));
    expect(everything).not.toContain('someone else');
    expect(titles(await page(ownerClient, '?status=all&limit=50'))).toEqual(everything);
    expect(titles(await page(ownerClient, '?status=sold'))).toEqual(['sold']);
    expect(titles(await page(ownerClient, '?status=swapped'))).toEqual(['swapped']);
    expect(titles(await page(ownerClient, '?status=hidden'))).toEqual(['hidden']);
    // Available by status includes the owner's private, live-only and unavailable-flagged items.
    expect(
      titles(await page(ownerClient, '?status=available&category=shoes_footwear&sort=most_liked')),
    ).toEqual(['f', 'c']);
    expect(titles(await page(ownerClient, '?status=available&limit=50'))).toHaveLength(fixtures.length + 3);
  });

  it('refuses a status filter from anyone but the owner (403), even an admin', async () => {
    for (const client of [otherClient, adminClient, t.client()]) {
      const res = await client.get(path('?status=available'));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Only the owner can filter a closet by status' },
      });
    }
  });

  it('never shows others a hidden, sold, swapped, private, live-only or unavailable item', async () => {
    for (const client of [otherClient, adminClient, t.client()]) {
      for (const sort of ['newest', 'price_desc', 'price_asc', 'most_liked']) {
        expect((await all(client, `sort=${sort}`, 50)).sort()).toEqual(fixtures.map((f) => f.title));
      }
    }
  });

  it('answers 404 for an unknown member', async () => {
    const res = await otherClient.get('/api/users/00000000-0000-4000-8000-000000000000/closet-items');
    expect(res.status).toBe(404);
  });
});
