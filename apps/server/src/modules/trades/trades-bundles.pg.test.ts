import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUNDLE_TEXTS,
  bundleListSchema,
  INSUFFICIENT_FUNDS_MESSAGE,
  TRADE_MESSAGES,
  type BundleList,
  type Trade,
} from '@swapyard/domain';
import { items, notifications, trades } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  tradeOf,
  type Member,
  handOverAll,
} from './trade-test-kit.ts';

// Bundles hold money and sell several items at once: PostgreSQL only (docs/decisions/019, addendum of 2026-11-27).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const tiers = [
  { minItems: 2, percent: 10 },
  { minItems: 3, percent: 15 },
];
const setTiers = (who: Member, body: unknown) =>
  who.client.request('/api/bundles/discounts', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const add = (who: Member, itemId: string) => who.client.post('/api/bundles/items', { itemId });
const buy = (who: Member, sellerId: string, itemIds: string[], totalCents: number) =>
  who.client.post('/api/bundles/buy', { sellerId, itemIds, totalCents, paymentMethod: 'credit' });
async function bundlesOf(res: Response): Promise<BundleList> {
  const body = (await res.json()) as BundleList;
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(bundleListSchema.parse(body)).toEqual(body);
  return body;
}
async function statuses(ids: string[]) {
  const rows = await t.db.select().from(items).where(inArray(items.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
}

/** Sam sells three priced items ($10, $20, $30) with 10% off 2+ and 15% off 3+; Bea has $100 of credit. */
async function scene() {
  const sam = await member(t);
  const bea = await member(t, { creditCents: 10_000 });
  const listed = [
    await item(t, sam.user, { valueCents: 1000, title: 'Scarf' }),
    await item(t, sam.user, { valueCents: 2000, title: 'Belt' }),
    await item(t, sam.user, { valueCents: 3000, title: 'Boots' }),
  ];
  const set = await setTiers(sam, { tiers });
  expect(set.status).toBe(200);
  return { sam, bea, listed, ids: listed.map((row) => row.id) };
}

describe('bundles', () => {
  it("a seller's discounts: public, replaced whole, and refused when they make no sense", async () => {
    const { sam } = await scene();
    const stranger = await member(t);
    const read = await stranger.client.get(`/api/bundles/discounts/${sam.id}`);
    expect(await read.json()).toEqual({ tiers });
    const refused = async (res: Response, text: string) => {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(text);
    };
    const shrinking = [
      { minItems: 2, percent: 15 },
      { minItems: 3, percent: 10 },
    ];
    await refused(await setTiers(sam, { tiers: shrinking }), BUNDLE_TEXTS.tiersIncreasing);
    await refused(await setTiers(sam, { tiers: [{ minItems: 1, percent: 5 }] }), BUNDLE_TEXTS.needsTwo);
    await refused(await setTiers(sam, { tiers, extra: true }), 'extra');
    const cleared = await setTiers(sam, { tiers: [] });
    expect(await cleared.json()).toEqual({ tiers: [] });
  });

  it("groups the buyer's items by seller and prices each bundle at the tier it reaches", async () => {
    const { sam, bea, ids } = await scene();
    const other = await member(t);
    const lamp = await item(t, other.user, { valueCents: 4000 });
    await bundlesOf(await add(bea, ids[0]!));
    await bundlesOf(await add(bea, lamp.id));
    let list = await bundlesOf(await add(bea, ids[1]!));
    expect(list.bundles.map((bundle) => [bundle.seller.id, bundle.items.length])).toEqual([
      [sam.id, 2],
      [other.id, 1],
    ]);
    expect(list.bundles[0]).toMatchObject({
      discountPercent: 10,
      subtotalCents: 3000,
      discountCents: 300,
      totalCents: 2700,
      tiers,
    });
    list = await bundlesOf(await add(bea, ids[2]!));
    expect(list.bundles[0]).toMatchObject({ discountPercent: 15, subtotalCents: 6000, totalCents: 5100 });
    // Adding twice changes nothing; removing takes it out.
    expect((await bundlesOf(await add(bea, ids[2]!))).bundles[0]!.items).toHaveLength(3);
    list = await bundlesOf(await bea.client.request(`/api/bundles/items/${lamp.id}`, { method: 'DELETE' }));
    expect(list.bundles).toHaveLength(1);
    // Refusals: one's own item, an item without a price, a sold one, a private one.
    await expectError(await add(sam, ids[0]!), 400, BUNDLE_TEXTS.ownItem);
    await expectError(
      await add(bea, (await item(t, sam.user, { valueCents: null })).id),
      400,
      BUNDLE_TEXTS.noPrice,
    );
    const sold = await item(t, sam.user, { status: 'sold', isAvailable: false });
    await expectError(await add(bea, sold.id), 409, TRADE_MESSAGES.itemUnavailable);
    const hidden = await item(t, sam.user, { visibility: 'private' });
    await expectError(await add(bea, hidden.id), 404, TRADE_MESSAGES.itemNotFound);
    // Another member's bundles are their own.
    expect((await bundlesOf(await other.client.get('/api/bundles'))).bundles).toEqual([]);
  });

  it('buys the bundle at its total: one hold, one accepted trade, every item sold, other offers declined', async () => {
    const { sam, bea, ids } = await scene();
    const offerer = await member(t, { creditCents: 1500 });
    const pending = await tradeOf(
      await offerer.client.post('/api/trades', {
        kind: 'cash',
        ownerItemId: ids[0],
        cashCents: 900,
        paymentMethod: 'credit',
      }),
      201,
    );
    for (const id of ids) await add(bea, id);
    // The total the buyer saw must be the total now.
    await expectError(await buy(bea, sam.id, ids, 6000), 409, BUNDLE_TEXTS.totalChanged);
    const sale: Trade = await tradeOf(await buy(bea, sam.id, ids, 5100), 201);
    expect(sale).toMatchObject({ kind: 'bundle', status: 'accepted', cashDifferenceCents: 5100 });
    expect(sale.bundleItems.map((row) => [row.title, row.agreed])).toEqual([
      ['Scarf', true],
      ['Belt', true],
      ['Boots', true],
    ]);
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 4900, heldCents: 5100 });
    expect(await statuses(ids)).toEqual(['sold', 'sold', 'sold']);
    expect((await t.db.select().from(trades).where(eq(trades.id, pending.id)))[0]!.status).toBe('rejected');
    expect(await balances(t, offerer.id)).toMatchObject({ creditCents: 1500, heldCents: 0 });
    expect((await bundlesOf(await bea.client.get('/api/bundles'))).bundles).toEqual([]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/messages/trade/${sale.id}`));
    expect(told.map((row) => row.title).sort()).toEqual(
      [BUNDLE_TEXTS.purchasedTitle, BUNDLE_TEXTS.soldTitle].sort(),
    );
    // It ships once (one handover for all its items) and completes when received: the seller is paid the total.
    await handOverAll(sale.id, [bea, sam]);
    expect(await balances(t, sam.id)).toMatchObject({ cashCents: 5100 });
    await expectSoundLedger(t);
  });

  it('all or nothing: one item gone, one sold only by offer, another seller or too little money refuse the whole bundle', async () => {
    const { sam, bea, ids, listed } = await scene();
    await t.db.update(items).set({ buyNow: false }).where(eq(items.id, ids[1]!));
    await expectError(await buy(bea, sam.id, ids, 5100), 409, BUNDLE_TEXTS.buyNowOff);
    await t.db.update(items).set({ buyNow: true }).where(eq(items.id, ids[1]!));
    const other = await member(t);
    const lamp = await item(t, other.user, { valueCents: 4000 });
    await expectError(await buy(bea, sam.id, [ids[0]!, lamp.id], 4500), 400, BUNDLE_TEXTS.oneSeller);
    const poor = await member(t, { creditCents: 1000 });
    await expectError(await buy(poor, sam.id, ids, 5100), 409, INSUFFICIENT_FUNDS_MESSAGE);
    await t.db.update(items).set({ status: 'sold', isAvailable: false }).where(eq(items.id, listed[2]!.id));
    await expectError(await buy(bea, sam.id, ids, 5100), 409, BUNDLE_TEXTS.unavailable);
    expect(await statuses([ids[0]!, ids[1]!])).toEqual(['available', 'available']);
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 10_000, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('a bundle and a single sale of one of its items at once: never both, and never part of the bundle', async () => {
    for (let round = 0; round < 4; round++) {
      const { sam, bea, ids } = await scene();
      const single = await member(t, { creditCents: 2000 });
      const buyingOne = () =>
        single.client.post('/api/trades/buy', { itemId: ids[1], priceCents: 2000, paymentMethod: 'credit' });
      const [bundled, alone] =
        round % 2 === 0
          ? await Promise.all([buy(bea, sam.id, ids, 5100), buyingOne()])
          : await Promise.all([buyingOne(), buy(bea, sam.id, ids, 5100)]).then(([a, b]) => [b, a] as const);
      expect([bundled.status, alone.status].filter((status) => status === 201)).toHaveLength(1);
      if (bundled.status === 201) {
        await expectError(alone, 409, TRADE_MESSAGES.justSold);
        expect(await statuses(ids)).toEqual(['sold', 'sold', 'sold']);
        expect(await balances(t, single.id)).toMatchObject({ creditCents: 2000, heldCents: 0 });
      } else {
        await expectError(bundled, 409, BUNDLE_TEXTS.unavailable);
        expect(await statuses(ids)).toEqual(['available', 'sold', 'available']);
        expect(await balances(t, bea.id)).toMatchObject({ creditCents: 10_000, heldCents: 0 });
      }
    }
    await expectSoundLedger(t);
  });

  it('a card pays what the wallets lack: once paid, the bundle is bought in the same step; sold meanwhile, the money stays', async () => {
    const { sam, ids } = await scene();
    const buyer = await member(t, { creditCents: 1000 });
    const purpose = { kind: 'bundle', sellerId: sam.id, itemIds: ids, totalCents: 5100 };
    const res = await buyer.client.post('/api/payments/pay-by-card', { purpose });
    expect(res.status, await res.clone().text()).toBe(200);
    const checkout = (await res.json()) as { sessionId: string; amountCents: number };
    expect(checkout.amountCents).toBe(4100);
    const card = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Member' };
    expect((await buyer.client.post(`/api/payments/sandbox/${checkout.sessionId}/pay`, card)).status).toBe(
      200,
    );
    expect(await statuses(ids)).toEqual(['sold', 'sold', 'sold']);
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 0, heldCents: 5100 });
    const bought = await t.db.select().from(trades).where(eq(trades.requesterId, buyer.id));
    expect(bought).toMatchObject([{ kind: 'bundle', status: 'accepted', cashDifferenceCents: 5100 }]);

    // A second bundle whose item is sold between the checkout and the payment: the money stays in the wallet.
    const next = await scene();
    const late = await member(t);
    const again = await late.client.post('/api/payments/pay-by-card', {
      purpose: { kind: 'bundle', sellerId: next.sam.id, itemIds: next.ids, totalCents: 5100 },
    });
    const second = (await again.json()) as { sessionId: string; amountCents: number };
    await t.db.update(items).set({ status: 'sold', isAvailable: false }).where(eq(items.id, next.ids[0]!));
    expect((await late.client.post(`/api/payments/sandbox/${second.sessionId}/pay`, card)).status).toBe(200);
    expect(await balances(t, late.id)).toMatchObject({ creditCents: 5100, heldCents: 0 });
    expect(await statuses(next.ids.slice(1))).toEqual(['available', 'available']);
    await expectSoundLedger(t);
  });

  it('one offer for the whole bundle: held, countered by the seller, taken by the buyer: every item sold at the counter', async () => {
    const { sam, bea, ids } = await scene();
    // An item the seller sells only by offer can be in a bundle offer.
    await t.db.update(items).set({ buyNow: false }).where(eq(items.id, ids[2]!));
    const offer = (cashCents: number) =>
      bea.client.post('/api/bundles/offer', {
        sellerId: sam.id,
        itemIds: ids,
        cashCents,
        paymentMethod: 'credit',
      });
    const sent = await tradeOf(await offer(4500), 201);
    expect(sent).toMatchObject({ kind: 'bundle', status: 'pending', cashDifferenceCents: 4500 });
    expect(sent.bundleItems.map((row) => row.title)).toEqual(['Scarf', 'Belt', 'Boots']);
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 5500, heldCents: 4500 });
    await expectError(await offer(4000), 409, TRADE_MESSAGES.alreadyOffered);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, sam.id));
    expect(told.map((row) => row.message)).toContain(
      BUNDLE_TEXTS.offerNotification(bea.user.fullName, 3, '$45.00'),
    );

    await tradeOf(await sam.client.post(`/api/trades/${sent.id}/counter-offer`, { cashCents: 4800 }));
    const taken = await tradeOf(
      await bea.client.post(`/api/trades/${sent.id}/respond`, { action: 'accept', paymentMethod: 'credit' }),
    );
    expect(taken).toMatchObject({ status: 'accepted', cashDifferenceCents: 4800 });
    expect(taken.bundleItems.every((row) => row.agreed)).toBe(true);
    expect(await statuses(ids)).toEqual(['sold', 'sold', 'sold']);
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 5200, heldCents: 4800 });
    await expectSoundLedger(t);
  });

  it('an item of a pending bundle offer sold on its own declines the offer and returns its money', async () => {
    const { sam, bea, ids } = await scene();
    const sent = await tradeOf(
      await bea.client.post('/api/bundles/offer', {
        sellerId: sam.id,
        itemIds: ids,
        cashCents: 4500,
        paymentMethod: 'credit',
      }),
      201,
    );
    const single = await member(t, { creditCents: 2000 });
    await tradeOf(
      await single.client.post('/api/trades/buy', {
        itemId: ids[1],
        priceCents: 2000,
        paymentMethod: 'credit',
      }),
      201,
    );
    expect((await t.db.select().from(trades).where(eq(trades.id, sent.id)))[0]!.status).toBe('rejected');
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 10_000, heldCents: 0 });
    await expectError(
      await sam.client.post(`/api/trades/${sent.id}/respond`, { action: 'accept' }),
      409,
      TRADE_MESSAGES.notPending,
    );
    expect(await statuses([ids[0]!, ids[2]!])).toEqual(['available', 'available']);
    await expectSoundLedger(t);
  });
});
