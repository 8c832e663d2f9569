import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIKER_OFFER_TEXTS,
  TRADE_MESSAGES,
  type CardCheckout,
  type LikerOffer,
  type LikerOfferState,
} from '@swapyard/domain';
import { likerOffers, notifications, trades } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  tradeOf,
  type Member,
} from './trade-test-kit.ts';

// Offers to likers (docs/product/trades.md, "Offers to likers"). Money and races: PostgreSQL only.
const m = TRADE_MESSAGES;
const L = LIKER_OFFER_TEXTS;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const send = (who: Member, itemId: string, priceCents: number) =>
  who.client.post('/api/trades/liker-offers', { itemId, priceCents });
async function sent(who: Member, itemId: string, priceCents: number): Promise<LikerOffer> {
  const res = await send(who, itemId, priceCents);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as LikerOffer;
}
async function stateFor(who: Member, itemId: string): Promise<LikerOfferState> {
  const res = await who.client.get(`/api/trades/liker-offers/${itemId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as LikerOfferState;
}
const like = (who: Member, itemId: string) =>
  who.client.request(`/api/items/${itemId}/like`, { method: 'PUT' });
const save = (who: Member, itemId: string) =>
  who.client.request(`/api/items/${itemId}/saved`, { method: 'PUT' });
const take = (who: Member, itemId: string, likerOfferId: string, priceCents: number) =>
  who.client.post('/api/trades/buy', { itemId, priceCents, paymentMethod: 'credit', likerOfferId });

describe('offers to likers', () => {
  it('goes to everyone who liked or saved the listing, at least 10% off, once per 24 hours', async () => {
    const seller = await member(t);
    const liker = await member(t);
    const saver = await member(t);
    const stranger = await member(t);
    const listed = await item(t, seller.user, { valueCents: 4000, title: 'Leather bag' });
    await expectError(await send(seller, listed.id, 3600), 409, L.nobody);
    expect(await t.db.select().from(likerOffers).where(eq(likerOffers.itemId, listed.id))).toHaveLength(0);

    expect((await like(liker, listed.id)).status).toBeLessThan(300);
    expect((await save(saver, listed.id)).status).toBeLessThan(300);
    expect((await like(saver, listed.id)).status).toBeLessThan(300);
    await expectError(await send(seller, listed.id, 3601), 400, L.tooHigh);
    await expectError(await send(liker, listed.id, 3000), 403, L.notYours);

    const offer = await sent(seller, listed.id, 3600);
    expect(offer).toMatchObject({ priceCents: 3600, listedCents: 4000, recipients: 2 });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/item/${listed.id}`));
    expect(told.map((n) => n.userId).sort()).toEqual([liker.id, saver.id].sort());
    expect(told[0]!.message).toContain("offers 'Leather bag' to you for $36.00");

    await expectError(await send(seller, listed.id, 3000), 409, L.once);
    // Who sees it: the seller (with its reach and when the next may go), the recipients, nobody else.
    const forSeller = await stateFor(seller, listed.id);
    expect(forSeller.offer).toMatchObject({ id: offer.id, recipients: 2 });
    expect(Date.parse(forSeller.nextAllowedAt!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(await stateFor(liker, listed.id)).toMatchObject({ offer: { id: offer.id, recipients: null } });
    expect(await stateFor(stranger, listed.id)).toEqual({ offer: null, nextAllowedAt: null });
  });

  it('is taken by a recipient at its price, with Buy now off; not by anyone else, nor once it has expired', async () => {
    const seller = await member(t);
    const liker = await member(t, { creditCents: 5000 });
    const late = await member(t, { creditCents: 5000 });
    const stranger = await member(t, { creditCents: 5000 });
    const listed = await item(t, seller.user, { valueCents: 5000 });
    const other = await item(t, seller.user, { valueCents: 5000 });
    for (const who of [liker, late]) await like(who, listed.id);
    await like(late, other.id);
    const offer = await sent(seller, listed.id, 4000);
    const expiring = await sent(seller, other.id, 4500);
    await t.db
      .update(likerOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(likerOffers.id, expiring.id));

    await expectError(await take(stranger, listed.id, offer.id, 4000), 403, L.notForYou);
    await expectError(await take(liker, listed.id, offer.id, 5000), 409, m.priceChanged);
    await expectError(await take(late, other.id, expiring.id, 4500), 409, L.expired);
    await expectError(await take(liker, other.id, offer.id, 4000), 404, L.notFound);

    const sale = await tradeOf(await take(liker, listed.id, offer.id, 4000), 201);
    expect(sale).toMatchObject({ kind: 'purchase', status: 'accepted', cashDifferenceCents: 4000 });
    expect(await balances(t, liker.id)).toMatchObject({ creditCents: 1000, heldCents: 4000 });
    await expectError(await take(late, listed.id, offer.id, 4000), 409, m.justSold);
    await expectSoundLedger(t);
  });

  it('races: two likers take it at once, exactly one buys; a card payment can take it too', async () => {
    for (let round = 0; round < 4; round++) {
      const seller = await member(t);
      const a = await member(t, { creditCents: 3000 });
      const b = await member(t, { cashCents: 3000 });
      const listed = await item(t, seller.user, { valueCents: 3000 });
      await like(a, listed.id);
      await save(b, listed.id);
      const offer = await sent(seller, listed.id, 2500);
      const [first, second] = await Promise.all([
        take(a, listed.id, offer.id, 2500),
        b.client.post('/api/trades/buy', {
          itemId: listed.id,
          priceCents: 2500,
          paymentMethod: 'cash',
          likerOfferId: offer.id,
        }),
      ]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const sales = await t.db.select().from(trades).where(eq(trades.ownerItemId, listed.id));
      expect(sales).toHaveLength(1);
      const loser = first.status === 409 ? a : b;
      expect((await balances(t, loser.id)).heldCents).toBe(0);
    }
    // By card: the empty-walleted liker pays the offer's price.
    const seller = await member(t);
    const poor = await member(t);
    const listed = await item(t, seller.user, { valueCents: 2000 });
    await like(poor, listed.id);
    const offer = await sent(seller, listed.id, 1500);
    const res = await poor.client.post('/api/payments/pay-by-card', {
      purpose: { kind: 'buy_now', itemId: listed.id, priceCents: 1500, likerOfferId: offer.id },
    });
    const checkout = (await res.json()) as CardCheckout;
    expect(checkout.amountCents).toBe(1500);
    const paid = await poor.client.post(`/api/payments/sandbox/${checkout.sessionId}/pay`, {
      number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      name: 'Test Member',
    });
    expect(paid.status).toBe(200);
    expect(await balances(t, poor.id)).toMatchObject({ creditCents: 0, heldCents: 1500 });
    await expectSoundLedger(t);
  });
});
