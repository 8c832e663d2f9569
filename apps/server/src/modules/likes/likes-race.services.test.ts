import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemLikes, items } from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

// Needs PostgreSQL (npm run test:pg): PGlite runs one transaction at a time, so requests there never interleave.
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
});
afterAll(() => t.close());

const rowsAndCount = async (itemId: string) => {
  const [rows] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(itemLikes)
    .where(eq(itemLikes.itemId, itemId));
  const [item] = await t.db.select({ likes: items.likesCount }).from(items).where(eq(items.id, itemId));
  return { rows: rows!.n, count: item!.likes };
};

describe('concurrent likes on PostgreSQL', () => {
  it('never counts a double click twice: the count always equals the like rows', async () => {
    const item = await createItem(t, owner);
    const members: TestClient[] = [];
    for (let i = 0; i < 6; i++) members.push(await signedInClient(t, await createUser(t)));
    const path = `/api/items/${item.id}/like`;

    // Every member fires a burst of likes at once.
    const likes = await Promise.all(
      members.flatMap((client) => Array.from({ length: 5 }, () => client.request(path, { method: 'PUT' }))),
    );
    expect(likes.map((res) => res.status)).toEqual(likes.map(() => 200));
    expect(await rowsAndCount(item.id)).toEqual({ rows: 6, count: 6 });

    // Then likes and unlikes interleaved from the same members.
    const mixed = await Promise.all(
      members.flatMap((client, i) =>
        Array.from({ length: 6 }, (_, j) => client.request(path, { method: (i + j) % 2 ? 'DELETE' : 'PUT' })),
      ),
    );
    expect(mixed.map((res) => res.status)).toEqual(mixed.map(() => 200));
    const after = await rowsAndCount(item.id);
    expect(after.count).toBe(after.rows);

    // Everyone unlikes at once: back to zero, never below.
    await Promise.all(
      members.flatMap((client) =>
        Array.from({ length: 4 }, () => client.request(path, { method: 'DELETE' })),
      ),
    );
    expect(await rowsAndCount(item.id)).toEqual({ rows: 0, count: 0 });
  });
});
