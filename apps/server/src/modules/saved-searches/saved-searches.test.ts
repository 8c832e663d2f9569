import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_TEXTS,
  savedSearchListSchema,
  savedSearchSchema,
  type SavedSearch,
} from '@swapyard/domain';
import { savedSearches } from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

// Saved searches (docs/product/search.md, "Saved searches"): a member's own, named, at most 25, with their news.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member() {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
}
const send = (client: TestClient, method: 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  client.request(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
async function save(client: TestClient, body: unknown): Promise<SavedSearch> {
  const res = await client.post('/api/saved-searches', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return savedSearchSchema.parse(await res.json());
}
const list = async (client: TestClient) =>
  savedSearchListSchema.parse(await (await client.get('/api/saved-searches')).json()).savedSearches;

describe('saved searches', () => {
  it('keeps a query under a name, counts what was listed since it was opened, and is renamed and deleted', async () => {
    const { client } = await member();
    const seller = await createUser(t);
    const saved = await save(client, {
      name: ' Jackets in M ',
      query: { q: 'jacket', size: 'm', sort: 'price_asc' },
    });
    expect(saved).toMatchObject({
      name: 'Jackets in M',
      query: { q: 'jacket', size: 'm', sort: 'price_asc' },
    });
    expect(saved).toMatchObject({ alerts: true, newMatches: 0 });

    // Opened a minute ago; since then, one matching listing and two that do not match.
    await t.db
      .update(savedSearches)
      .set({ lastOpenedAt: new Date(Date.now() - 60_000) })
      .where(eq(savedSearches.id, saved.id));
    await createItem(t, seller, { title: 'Denim jacket', size: 'm' });
    await createItem(t, seller, { title: 'Denim jacket L', size: 'l' });
    await createItem(t, seller, { title: 'Wool scarf', size: 'm' });
    await createItem(t, seller, {
      title: 'Old jacket',
      size: 'm',
      createdAt: new Date(Date.now() - 120_000),
    });
    expect((await list(client)).map((s) => [s.name, s.newMatches])).toEqual([['Jackets in M', 1]]);

    const opened = await client.post(`/api/saved-searches/${saved.id}/opened`);
    expect(savedSearchSchema.parse(await opened.json()).newMatches).toBe(0);

    const renamed = await send(client, 'PATCH', `/api/saved-searches/${saved.id}`, {
      name: 'Jackets',
      alerts: false,
      query: { q: 'jacket' },
    });
    expect(savedSearchSchema.parse(await renamed.json())).toMatchObject({
      name: 'Jackets',
      alerts: false,
      query: { q: 'jacket' },
    });
    // Nothing to change still answers it.
    const unchanged = await send(client, 'PATCH', `/api/saved-searches/${saved.id}`, {});
    expect(savedSearchSchema.parse(await unchanged.json())).toMatchObject({ name: 'Jackets' });
    expect((await send(client, 'DELETE', `/api/saved-searches/${saved.id}`)).status).toBe(204);
    expect(await list(client)).toEqual([]);
  });

  it("is its owner's alone: another member's is not found, to read, change or delete", async () => {
    const { client: owner } = await member();
    const { client: other } = await member();
    const saved = await save(owner, { name: 'Mine', query: { q: 'lamp' } });
    expect(await list(other)).toEqual([]);
    for (const res of [
      await send(other, 'PATCH', `/api/saved-searches/${saved.id}`, { name: 'Theirs' }),
      await send(other, 'DELETE', `/api/saved-searches/${saved.id}`),
      await other.post(`/api/saved-searches/${saved.id}/opened`),
      await send(owner, 'DELETE', '/api/saved-searches/not-an-id'),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(SAVED_SEARCH_TEXTS.notFound);
    }
    expect((await list(owner)).map((s) => s.name)).toEqual(['Mine']);
  });

  it('lists a saved query a later version no longer reads as having nothing new, rather than failing', async () => {
    const { user, client } = await member();
    await t.db
      .insert(savedSearches)
      .values({ userId: user.id, name: 'Old', query: { category: 'spaceships' } });
    expect((await list(client)).map((s) => [s.name, s.newMatches])).toEqual([['Old', 0]]);
  });

  it('refuses a query the results page would refuse, a blank name, and unknown keys, naming them', async () => {
    const { client } = await member();
    const refused = async (body: unknown, text: string) => {
      const res = await client.post('/api/saved-searches', body);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(text);
    };
    await refused({ name: 'x', query: { size: 'huge' } }, 'There is no size “huge”');
    await refused(
      { name: 'x', query: { minPriceCents: '500', maxPriceCents: '100' } },
      'The lowest price is above',
    );
    await refused({ name: 'x', query: { cursor: 'abc' } }, 'cursor');
    await refused({ name: '  ', query: { q: 'x' } }, SAVED_SEARCH_TEXTS.nameRequired);
    await refused({ name: 'x', query: { q: 'x' }, owner: 'me' }, 'owner');
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per member, even when saved at once`, async () => {
    const { user, client } = await member();
    await t.db.insert(savedSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES - 2 }, (_, i) => ({
        userId: user.id,
        name: `S${i}`,
        query: { q: `w${i}` },
      })),
    );
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => client.post('/api/saved-searches', { name: `Last ${n}`, query: { q: 'x' } })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 409, 409]);
    expect(await answers.find((res) => res.status === 409)!.text()).toContain(SAVED_SEARCH_TEXTS.tooMany);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, user.id))).toHaveLength(
      MAX_SAVED_SEARCHES,
    );
  });
});
