import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_MESSAGES } from '@swapyard/domain';
import { items, tradedItems } from '../../db/schema/index.ts';
import { findPgError } from '../../platform/pg-errors.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  tradeOf,
  type Member,
} from './trade-test-kit.ts';

// docs/product/trades.md, "Traded items are frozen": once a trade is accepted, its items keep what was agreed.
const m = TRADE_MESSAGES;
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  admin = await signedInClient(t, await createUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

const patch = (client: TestClient, path: string, body: unknown) =>
  client.request(path, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const remove = (client: TestClient, path: string) => client.request(path, { method: 'DELETE' });
const accept = (who: Member, id: string) =>
  who.client.post(`/api/trades/${id}/respond`, { action: 'accept' });
const cashOffer = (buyer: Member, itemId: string, cashCents: number) =>
  buyer.client.post('/api/trades', { kind: 'cash', ownerItemId: itemId, cashCents, paymentMethod: 'credit' });

/** Bob sells his jacket to Alice for $30 (accepted); Dave has a second offer that is declined with it. */
async function sold() {
  const alice = await member(t, { creditCents: 5000 });
  const dave = await member(t, { creditCents: 5000 });
  const bob = await member(t);
  const jacket = await item(t, bob.user, {
    title: 'Denim jacket',
    valueCents: 4000,
    condition: 'good',
  });
  const trade = await tradeOf(await cashOffer(alice, jacket.id, 3000), 201);
  const second = await tradeOf(await cashOffer(dave, jacket.id, 3500), 201);
  await tradeOf(await accept(bob, trade.id));
  return { alice, bob, dave, jacket, trade, second };
}

describe('an item sold in an accepted trade', () => {
  it('cannot be put back on sale, re-described or deleted, by its owner or an admin', async () => {
    const { bob, jacket } = await sold();
    const path = `/api/items/${jacket.id}`;
    for (const client of [bob.client, admin]) {
      await expectError(await patch(client, path, { status: 'available' }), 409, m.itemTraded, 'CONFLICT');
      await expectError(await patch(client, path, { isAvailable: true }), 409, m.itemTraded);
      await expectError(await patch(client, path, { title: 'Leather jacket' }), 409, m.itemTraded);
      await expectError(await patch(client, path, { condition: 'new' }), 409, m.itemTraded);
      await expectError(await patch(client, path, { valueCents: 9900 }), 409, m.itemTraded);
      await expectError(await remove(client, path), 409, m.itemTradedDelete);
    }
    const [row] = await t.db.select().from(items).where(eq(items.id, jacket.id));
    expect(row).toMatchObject({
      status: 'sold',
      isAvailable: false,
      title: 'Denim jacket',
      valueCents: 4000,
    });
  });

  it('can still be hidden, including by an edit form that sends its unchanged fields along', async () => {
    const { bob, jacket } = await sold();
    const res = await patch(bob.client, `/api/items/${jacket.id}`, {
      title: 'Denim jacket',
      condition: 'good',
      valueCents: 4000,
      visibility: 'private',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ visibility: 'private', status: 'sold' });
  });

  it('cannot be sold a second time: the other offer was declined and its hold released', async () => {
    const { bob, dave, second } = await sold();
    await expectError(await accept(bob, second.id), 409, m.notPending);
    expect(await balances(t, dave.id)).toEqual({ creditCents: 5000, cashCents: 0, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('shows in the trade as agreed, whatever the listing says later', async () => {
    const { alice, bob, jacket, trade } = await sold();
    // Hidden afterwards: the trade still shows the agreed title, photo, value and condition.
    await patch(bob.client, `/api/items/${jacket.id}`, { visibility: 'private' });
    const seen = await tradeOf(await alice.client.get(`/api/trades/${trade.id}`));
    expect(seen.ownerItem).toMatchObject({
      id: jacket.id,
      title: 'Denim jacket',
      valueCents: 4000,
      condition: 'good',
      agreed: true,
      status: 'sold',
    });
    const [agreed] = await t.db.select().from(tradedItems).where(eq(tradedItems.itemId, jacket.id));
    expect(agreed).toMatchObject({ tradeId: trade.id, side: 'wanted', title: 'Denim jacket' });
  });

  it('is shown live, not agreed, while its trade is pending', async () => {
    const alice = await member(t, { creditCents: 5000 });
    const bob = await member(t);
    const jacket = await item(t, bob.user, { title: 'Wool coat' });
    const trade = await tradeOf(await cashOffer(alice, jacket.id, 1000), 201);
    expect(trade.ownerItem).toMatchObject({ title: 'Wool coat', agreed: false });
  });
});

describe('the database itself', () => {
  // check_violation (the trigger) or the restricting foreign key (PostgreSQL 15 says foreign_key_violation,
  // 18 restrict_violation).
  const pgCode = (error: unknown) =>
    findPgError(error, '23514') ?? findPgError(error, '23503') ?? findPgError(error, '23001');

  it('refuses to change what a traded item agreed on by any path, and to delete it', async () => {
    const { jacket } = await sold();
    const refused = async (run: () => Promise<unknown>) => {
      const error = await run().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(pgCode(error), String(error)).toBeDefined();
    };
    await refused(() => t.db.update(items).set({ status: 'available' }).where(eq(items.id, jacket.id)));
    await refused(() => t.db.update(items).set({ title: 'Other' }).where(eq(items.id, jacket.id)));
    await refused(() => t.db.delete(items).where(eq(items.id, jacket.id)));
    // Counters and visibility still move.
    await t.db
      .update(items)
      .set({ viewsCount: sql`${items.viewsCount} + 1`, visibility: 'private' })
      .where(eq(items.id, jacket.id));
  });

  it('makes a second accepted trade for one item impossible', async () => {
    const { jacket, second } = await sold();
    const error = await t.db
      .insert(tradedItems)
      .values({ itemId: jacket.id, tradeId: second.id, side: 'wanted', title: 'x', condition: 'good' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(findPgError(error, '23505')).toBeDefined();
  });
});
