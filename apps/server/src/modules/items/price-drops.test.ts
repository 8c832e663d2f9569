import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemSchema, PRICE_DROP_SHOWN_DAYS, type Item } from '@swapyard/domain';
import { items } from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

// Price drops (docs/product/listing.md, "Price drops"): the price before a drop is kept and shown for a week.
let t: TestApp;
let owner: TestUser;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  client = await signedInClient(t, owner);
});
afterAll(() => t.close());

async function price(itemId: string, valueCents: number | null): Promise<Item> {
  const res = await client.request(`/api/items/${itemId}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ valueCents }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return itemSchema.parse(await res.json());
}
const shown = async (itemId: string) =>
  itemSchema.parse(await (await t.client().get(`/api/items/${itemId}`)).json()).previousValueCents;

describe('price drops', () => {
  it('shows the price before a drop; a second drop keeps the first; back up to it forgets it', async () => {
    const item = await createItem(t, owner, { valueCents: 3000 });
    expect((await price(item.id, 2400)).previousValueCents).toBe(3000);
    expect(await shown(item.id)).toBe(3000);
    expect((await price(item.id, 2000)).previousValueCents).toBe(3000);
    // Raised, but still below it: 'was $30' stands.
    expect((await price(item.id, 2500)).previousValueCents).toBe(3000);
    expect((await price(item.id, 3000)).previousValueCents).toBeNull();
    expect((await price(item.id, 2800)).previousValueCents).toBe(3000);
    expect((await price(item.id, null)).previousValueCents).toBeNull();
    // From no price to one is no drop.
    expect((await price(item.id, 1000)).previousValueCents).toBeNull();
  });

  it(`is shown for ${PRICE_DROP_SHOWN_DAYS} days; a drop after that starts from the price of the day`, async () => {
    const item = await createItem(t, owner, { valueCents: 5000 });
    await price(item.id, 4000);
    const longAgo = new Date(Date.now() - (PRICE_DROP_SHOWN_DAYS * 86_400_000 + 60_000));
    await t.db.update(items).set({ priceDroppedAt: longAgo }).where(eq(items.id, item.id));
    expect(await shown(item.id)).toBeNull();
    expect((await price(item.id, 3500)).previousValueCents).toBe(4000);
  });

  it('has a price before a drop only above the price, with its date: the database refuses anything else', async () => {
    const item = await createItem(t, owner, { valueCents: 2000 });
    const set = (values: Partial<typeof items.$inferInsert>) =>
      t.db.update(items).set(values).where(eq(items.id, item.id));
    await expect(set({ previousValueCents: 1500, priceDroppedAt: new Date() })).rejects.toThrow();
    await expect(set({ previousValueCents: 2500 })).rejects.toThrow();
    await expect(
      set({ valueCents: null, previousValueCents: 2500, priceDroppedAt: new Date() }),
    ).rejects.toThrow();
  });
});
