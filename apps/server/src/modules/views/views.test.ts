import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemViews, items } from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { viewDay, viewerKey } from './service.ts';

let t: TestApp;
let owner: TestUser;
let ownerClient: TestClient;
const SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

beforeAll(async () => {
  // Behind a proxy, so each test visitor's address comes from X-Forwarded-For.
  t = await createTestApp({ config: { trustProxy: true } });
  owner = await createUser(t);
  ownerClient = await signedInClient(t, owner);
});
afterAll(() => t.close());

const viewsPath = (id: string) => `/api/items/${id}/views`;
const view = (client: TestClient, id: string) => client.request(viewsPath(id), { method: 'POST' });
const visitor = (ip: string) => t.client({ headers: { 'X-Forwarded-For': ip } });

async function views(res: Response): Promise<number> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as { views: number };
  expect(Object.keys(body)).toEqual(['views']);
  return body.views;
}
const viewRows = (itemId: string) => t.db.select().from(itemViews).where(eq(itemViews.itemId, itemId));

describe('POST /api/items/{id}/views', () => {
  it('counts a member once per day however often they open the item', async () => {
    const bob = await signedInClient(t, await createUser(t));
    const item = await createItem(t, owner);
    expect(await views(await view(bob, item.id))).toBe(1);
    expect(await views(await view(bob, item.id))).toBe(1);
    expect(await views(await view(bob, item.id))).toBe(1);
    const carol = await signedInClient(t, await createUser(t));
    expect(await views(await view(carol, item.id))).toBe(2);
    const detail = (await (await t.client().get(`/api/items/${item.id}`)).json()) as { views: number };
    expect(detail.views).toBe(2);
  });

  it('counts the same member again on a new day', async () => {
    const user = await createUser(t);
    const client = await signedInClient(t, user);
    const item = await createItem(t, owner, { viewsCount: 1 });
    // Yesterday's view by the same member, as it was recorded then.
    await t.db.insert(itemViews).values({ itemId: item.id, viewer: `member:${user.id}`, day: '2020-01-01' });
    expect(await views(await view(client, item.id))).toBe(2);
    expect((await viewRows(item.id)).map((row) => row.day).sort()).toEqual([
      '2020-01-01',
      viewDay(new Date()),
    ]);
  });

  it('counts visitors by a keyed hash of their address, never storing the address', async () => {
    const item = await createItem(t, owner);
    expect(await views(await view(visitor('203.0.113.7'), item.id))).toBe(1);
    expect(await views(await view(visitor('203.0.113.7'), item.id))).toBe(1);
    expect(await views(await view(visitor('198.51.100.23'), item.id))).toBe(2);

    const rows = await viewRows(item.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.viewer).toMatch(/^visitor:[A-Za-z0-9_-]{43}$/);
      expect(row.viewer).not.toContain('203.0.113.7');
      expect(row.viewer).not.toContain('198.51.100.23');
    }
    const today = viewDay(new Date());
    expect(rows.map((row) => row.viewer).sort()).toEqual(
      [
        viewerKey({ ip: '203.0.113.7' }, today, SECRET),
        viewerKey({ ip: '198.51.100.23' }, today, SECRET),
      ].sort(),
    );
  });

  it('keys visitor hashes with the secret and the day', () => {
    const day = '2024-05-01';
    const key = viewerKey({ ip: '203.0.113.7' }, day, SECRET);
    expect(viewerKey({ ip: '203.0.113.7' }, day, SECRET)).toBe(key);
    expect(viewerKey({ ip: '203.0.113.7' }, day, 'another-secret-0123456789-abcdefghijklmnop')).not.toBe(key);
    expect(viewerKey({ ip: '203.0.113.7' }, '2024-05-02', SECRET)).not.toBe(key);
    expect(viewerKey({ memberId: owner.id }, day, SECRET)).toBe(`member:${owner.id}`);
  });

  it("does not count the owner's own views", async () => {
    const item = await createItem(t, owner);
    expect(await views(await view(ownerClient, item.id))).toBe(0);
    expect(await viewRows(item.id)).toEqual([]);
    const bob = await signedInClient(t, await createUser(t));
    await view(bob, item.id);
    expect(await views(await view(ownerClient, item.id))).toBe(1);
  });

  it('lets the owner open their private item without counting it, and answers 404 to anyone else', async () => {
    const item = await createItem(t, owner, { visibility: 'private' });
    expect(await views(await view(ownerClient, item.id))).toBe(0);
    const bob = await signedInClient(t, await createUser(t));
    for (const res of [await view(bob, item.id), await view(visitor('203.0.113.9'), item.id)]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found' } });
    }
    expect(await viewRows(item.id)).toEqual([]);
    const [row] = await t.db.select({ views: items.viewsCount }).from(items).where(eq(items.id, item.id));
    expect(row!.views).toBe(0);
  });

  it('answers 404, not 500, for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await view(visitor('203.0.113.10'), id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found' } });
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await (await t.client().get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/items/{id}/views'] ?? {})).toEqual(['post']);
  });
});
