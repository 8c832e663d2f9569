import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closetListSchema, type ClosetList } from '@swapyard/domain';
import { closets } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient, storedPhoto, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let owner: TestUser;
let ownerClient: TestClient;
let otherClient: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  ownerClient = await signedInClient(t, owner);
  otherClient = await signedInClient(t, await createUser(t));
});
afterAll(() => t.close());

const closetRows = async (userId: string) =>
  (await t.db.select().from(closets).where(eq(closets.userId, userId))).map((row) => row.category).sort();

async function listItem(client: TestClient, user: TestUser, category: string) {
  const res = await client.post('/api/items', {
    title: 'Listed',
    category,
    condition: 'good',
    size: 'M',
    photos: [await storedPhoto(t, user.id)],
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function closetsOf(client: TestClient, userId: string): Promise<ClosetList> {
  const res = await client.get(`/api/users/${userId}/closets`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as ClosetList;
  expect(closetListSchema.parse(body)).toEqual(body);
  return body;
}

describe('auto_create_closet', () => {
  it('creates the closet with the first item of a category, once', async () => {
    const user = await createUser(t);
    const client = await signedInClient(t, user);
    expect(await closetRows(user.id)).toEqual([]);
    await listItem(client, user, 'shoes_footwear');
    await listItem(client, user, 'shoes_footwear');
    await listItem(client, user, 'clothing');
    expect(await closetRows(user.id)).toEqual(['clothing', 'shoes_footwear']);
  });

  it('creates the closet when an item moves to a new category, and not again for an existing one', async () => {
    const user = await createUser(t);
    const client = await signedInClient(t, user);
    const id = await listItem(client, user, 'clothing');
    const move = (category: string) =>
      client.request(`/api/items/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ category }),
      });
    expect((await move('bags_accessories')).status).toBe(200);
    expect(await closetRows(user.id)).toEqual(['bags_accessories', 'clothing']);
    expect((await move('clothing')).status).toBe(200);
    expect(await closetRows(user.id)).toEqual(['bags_accessories', 'clothing']);
  });

  it('keeps one closet when two items of a new category are listed at once', async () => {
    const user = await createUser(t);
    const client = await signedInClient(t, user);
    await Promise.all([listItem(client, user, 'toys_games'), listItem(client, user, 'toys_games')]);
    expect(await closetRows(user.id)).toEqual(['toys_games']);
  });
});

describe('GET /api/users/{userId}/closets', () => {
  beforeAll(async () => {
    // shoes: 3 items the owner sees, 1 others see; clothing: 2 for everyone; books: only a private one.
    await createItem(t, owner, { category: 'shoes_footwear', valueCents: 1000 });
    await createItem(t, owner, {
      category: 'shoes_footwear',
      valueCents: 2050,
      status: 'sold',
      isAvailable: false,
    });
    await createItem(t, owner, { category: 'shoes_footwear', valueCents: null, visibility: 'live-only' });
    await createItem(t, owner, { category: 'clothing', valueCents: 4000 });
    await createItem(t, owner, { category: 'clothing', valueCents: 125 });
    await createItem(t, owner, { category: 'books_magazines', valueCents: 900, visibility: 'private' });
    await createItem(t, owner, { category: 'art', valueCents: 900, status: 'hidden' });
    await createItem(t, owner, { category: 'kitchen', valueCents: 900, isAvailable: false });
  });

  it('gives the owner every item, most items first, ties by label, values in cents', async () => {
    expect((await closetsOf(ownerClient, owner.id)).closets).toEqual([
      { category: 'shoes_footwear', label: 'Shoes & Footwear', itemCount: 3, totalValueCents: 3050 },
      { category: 'clothing', label: 'Clothing', itemCount: 2, totalValueCents: 4125 },
      { category: 'art', label: 'Art', itemCount: 1, totalValueCents: 900 },
      { category: 'books_magazines', label: 'Books & Magazines', itemCount: 1, totalValueCents: 900 },
      { category: 'kitchen', label: 'Kitchen & Dining', itemCount: 1, totalValueCents: 900 },
    ]);
  });

  it('gives others and visitors only available public items, leaving empty closets out', async () => {
    const expected = [
      { category: 'clothing', label: 'Clothing', itemCount: 2, totalValueCents: 4125 },
      { category: 'shoes_footwear', label: 'Shoes & Footwear', itemCount: 1, totalValueCents: 1000 },
    ];
    expect((await closetsOf(otherClient, owner.id)).closets).toEqual(expected);
    expect((await closetsOf(t.client(), owner.id)).closets).toEqual(expected);
  });

  it("answers 404 'User not found' for an unknown or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await otherClient.get(`/api/users/${id}/closets`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'User not found' } });
    }
  });

  it('is empty for a member with no items', async () => {
    const user = await createUser(t);
    expect(await closetsOf(t.client(), user.id)).toEqual({ closets: [] });
  });
});
