import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_CANCEL_MS, POSTAGE_TEXTS } from '@swapyard/domain';
import { items, tradeHandovers, trades } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  tradeOf,
  type Member,
} from '../trades/trade-test-kit.ts';
import { autoCancel } from './deadlines.ts';
import { handoversOf, homeAddress, postStep } from './handover-test-kit.ts';

// Postage (docs/product/handover.md "Postage"): paid at checkout with the item, held, paid to the seller with it and
// refunded with it. Money moves: PostgreSQL (docs/decisions/019).
const p = POSTAGE_TEXTS;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const edit = (who: Member, itemId: string, body: object) =>
  who.client.request(`/api/items/${itemId}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const buy = (who: Member, itemId: string, checkout: object = {}) =>
  who.client.post('/api/trades/buy', { itemId, priceCents: 2500, paymentMethod: 'credit', ...checkout });
const step = async (who: Member, handoverId: string, path: string, body?: unknown) => {
  const res = await postStep(who, handoverId, path, body);
  expect(res.status, await res.clone().text()).toBe(200);
};

/** What the member's newest hold line says (the wallet's activity). */
async function holdLine(who: Member): Promise<string | undefined> {
  const res = await who.client.get('/api/wallet/activity');
  const { activity } = (await res.json()) as {
    activity: Array<{ hold: string | null; description: string }>;
  };
  return activity.find((line) => line.hold !== null)?.description;
}

/** A $25 coat at $4.50 postage that ships and meets up, its seller, and a buyer with $50 of credit and an address. */
async function listing(changes: { ships?: boolean; meetsUp?: boolean; shippingCents?: number } = {}) {
  const seller = await member(t);
  const buyer = await member(t, { creditCents: 5000 });
  expect((await buyer.client.post('/api/me/addresses', homeAddress())).status).toBe(201);
  const coat = await item(t, seller.user, { valueCents: 2500, shippingCents: 450, ...changes });
  return { seller, buyer, coat };
}

describe('postage at checkout', () => {
  it('is set per listing, bounded, and shown with it', async () => {
    const seller = await member(t);
    const coat = await item(t, seller.user, { valueCents: 2500 });
    const set = await edit(seller, coat.id, { shippingCents: 450 });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(((await set.json()) as { shippingCents: number }).shippingCents).toBe(450);
    for (const shippingCents of [-1, 10_001, 1.5]) {
      const refused = await edit(seller, coat.id, { shippingCents });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(p.invalid);
    }
    const stranger = await member(t);
    const seen = (await (await stranger.client.get(`/api/items/${coat.id}`)).json()) as {
      shippingCents: number;
    };
    expect(seen.shippingCents).toBe(450);
  });

  it('asks for a way where both are allowed, refuses a postage other than the one seen, and moves nothing', async () => {
    const { buyer, coat } = await listing();
    await expectError(await buy(buyer, coat.id), 400, p.chooseDelivery);
    await expectError(await buy(buyer, coat.id, { delivery: 'ship' }), 409, p.changed);
    await expectError(await buy(buyer, coat.id, { delivery: 'ship', postageCents: 300 }), 409, p.changed);
    const shipsOnly = await listing({ meetsUp: false });
    await expectError(await buy(shipsOnly.buyer, shipsOnly.coat.id, { delivery: 'meetup' }), 400, p.noMeetup);
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 5000, heldCents: 0 });
    const [row] = await t.db.select().from(items).where(eq(items.id, coat.id));
    expect(row!.status).toBe('available');
  });

  it('shipping holds price and postage together and pays both to the seller on receipt', async () => {
    const { seller, buyer, coat } = await listing();
    const trade = await tradeOf(await buy(buyer, coat.id, { delivery: 'ship', postageCents: 450 }), 201);
    expect(trade).toMatchObject({ cashDifferenceCents: 2950, postageCents: 450 });
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 2050, heldCents: 2950 });
    // Chosen at checkout: shipping only, at once to the buyer's default address.
    const [handover] = await handoversOf(buyer, trade.id);
    expect(handover).toMatchObject({ methods: ['ship'], state: 'awaiting_shipment' });
    // The wallet's hold line says what the money waits for, step by step.
    const title = `'${coat.title}'`;
    expect(await holdLine(buyer)).toBe(`Held until you have ${title}: waiting to be shipped`);
    await step(seller, handover!.id, 'shipment', {
      carrier: 'usps',
      trackingNumber: '9400111899223100001234',
    });
    expect(await holdLine(buyer)).toBe(`Held until you have ${title}: on its way`);
    await step(buyer, handover!.id, 'received');
    expect(await holdLine(buyer)).toMatch(
      new RegExp(`^Held while you check ${title}: paid out on .+ unless you report a problem$`),
    );
    await step(buyer, handover!.id, 'everything-ok');
    expect(await balances(t, seller.id)).toMatchObject({ cashCents: 2950 });
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 2050, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('a meetup adds none, and an order not shipped in time is refunded with its postage', async () => {
    const met = await listing();
    const trade = await tradeOf(await buy(met.buyer, met.coat.id, { delivery: 'meetup' }), 201);
    expect(trade).toMatchObject({ cashDifferenceCents: 2500, postageCents: 0 });
    expect((await handoversOf(met.buyer, trade.id))[0]).toMatchObject({
      methods: ['meetup'],
      state: 'arranging',
    });

    const late = await listing({ meetsUp: false });
    const order = await tradeOf(await buy(late.buyer, late.coat.id, { postageCents: 450 }), 201);
    expect(await balances(t, late.buyer.id)).toMatchObject({ heldCents: 2950 });
    const [handover] = await handoversOf(late.buyer, order.id);
    await t.db
      .update(tradeHandovers)
      .set({ acceptedAt: new Date(Date.now() - AUTO_CANCEL_MS - 1000) })
      .where(eq(tradeHandovers.id, handover!.id));
    await autoCancel({ db: t.db }, order.id);
    const [row] = await t.db.select().from(trades).where(eq(trades.id, order.id));
    expect(row!.status).toBe('cancelled');
    expect(await balances(t, late.buyer.id)).toMatchObject({ creditCents: 5000, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('a bundle ships once, at the highest postage of its items', async () => {
    const { seller, buyer, coat } = await listing({ shippingCents: 300 });
    const hat = await item(t, seller.user, { valueCents: 1500, shippingCents: 500 });
    for (const itemId of [coat.id, hat.id]) {
      expect((await buyer.client.post('/api/bundles/items', { itemId })).status).toBe(200);
    }
    const order = {
      sellerId: seller.id,
      itemIds: [coat.id, hat.id],
      totalCents: 4000,
      paymentMethod: 'credit',
    };
    await expectError(await buyer.client.post('/api/bundles/buy', order), 400, p.chooseDelivery);
    const trade = await tradeOf(
      await buyer.client.post('/api/bundles/buy', { ...order, delivery: 'ship', postageCents: 500 }),
      201,
    );
    expect(trade).toMatchObject({ cashDifferenceCents: 4500, postageCents: 500 });
    expect(await handoversOf(buyer, trade.id)).toHaveLength(1);
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 500, heldCents: 4500 });
  });
});
