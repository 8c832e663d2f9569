import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUY_NOW_TEXTS,
  cardPaymentTexts,
  OFFER_BY_CARD_TEXTS,
  TRADE_MESSAGES,
  type CardCheckout,
  type PaymentResult,
} from '@swapyard/domain';
import { items, ledgerTransactions, notifications, paymentSessions, trades } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_PUBLIC_URL } from '../../test/test-client.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  tradeOf,
  type Member,
} from './trade-test-kit.ts';

// Buy now and offers with the rest paid by card (docs/decisions/035). Money and races: PostgreSQL only.
const m = TRADE_MESSAGES;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Member' };
const payByCard = (who: Member, itemId: string, priceCents: number) =>
  who.client.post('/api/payments/pay-by-card', { purpose: { kind: 'buy_now', itemId, priceCents } });
async function cardCheckout(who: Member, itemId: string, priceCents: number): Promise<CardCheckout> {
  const res = await payByCard(who, itemId, priceCents);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CardCheckout;
}
const paySandbox = (who: Member, sessionId: string) =>
  who.client.post(`/api/payments/sandbox/${sessionId}/pay`, GOOD_CARD);
async function verify(who: Member, sessionId: string): Promise<PaymentResult> {
  const res = await who.client.post('/api/payments/verify', { sessionId });
  expect(res.status).toBe(200);
  return (await res.json()) as PaymentResult;
}
const purchasesOf = (itemId: string) => t.db.select().from(trades).where(eq(trades.ownerItemId, itemId));
const topUpsOf = (sessionId: string) =>
  t.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `card_top_up:sandbox:${sessionId}`));
const sessionRow = async (id: string) =>
  (await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, id)))[0]!;

describe('POST /api/payments/pay-by-card for Buy now', () => {
  it('charges what the wallets lack and, once paid, buys the item in the same step, once', async () => {
    const seller = await member(t);
    const buyer = await member(t, { creditCents: 1000, cashCents: 500 });
    const listed = await item(t, seller.user, { valueCents: 3000, title: 'Denim jacket' });

    const checkout = await cardCheckout(buyer, listed.id, 3000);
    expect(checkout.amountCents).toBe(1500);
    // The checkout says what it is for, and its Cancel goes back to the item.
    const page = await buyer.client.get(`/api/payments/sandbox/${checkout.sessionId}`);
    expect(await page.json()).toMatchObject({
      amountCents: 1500,
      forPurchase: true,
      cancelUrl: `${TEST_PUBLIC_URL}/item/${listed.id}`,
    });
    // Nothing bought and nothing charged yet: the item stays available.
    expect((await purchasesOf(listed.id)).length).toBe(0);
    expect(await verify(buyer, checkout.sessionId)).toMatchObject({
      status: 'open',
      purpose: { status: 'pending', href: `/item/${listed.id}` },
    });

    expect((await paySandbox(buyer, checkout.sessionId)).status).toBe(200);
    const [sale] = await purchasesOf(listed.id);
    expect(sale).toMatchObject({ kind: 'purchase', status: 'accepted', requesterId: buyer.id });
    // The card's $15 joined the wallets, and all $30 is on hold: credit first, the rest cash.
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 0, cashCents: 0, heldCents: 3000 });
    const result = await verify(buyer, checkout.sessionId);
    expect(result).toMatchObject({
      status: 'paid',
      credited: false,
      purpose: {
        status: 'completed',
        title: BUY_NOW_TEXTS.boughtTitle,
        href: `/messages/trade/${sale!.id}`,
      },
    });
    // Paid again, verified again: still one top-up and one purchase.
    expect((await paySandbox(buyer, checkout.sessionId)).status).toBe(200);
    await verify(buyer, checkout.sessionId);
    expect(await topUpsOf(checkout.sessionId)).toHaveLength(1);
    expect(await purchasesOf(listed.id)).toHaveLength(1);
    // The buyer hears of the purchase, not of a top-up.
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.map((n) => n.title)).toEqual(['Purchase confirmed']);
    await expectSoundLedger(t);
  });

  it('charges the card minimum for a smaller shortfall and keeps the rest in the wallet', async () => {
    const seller = await member(t);
    const buyer = await member(t, { creditCents: 2980 });
    const listed = await item(t, seller.user, { valueCents: 3000 });
    const checkout = await cardCheckout(buyer, listed.id, 3000);
    expect(checkout.amountCents).toBe(50);
    await paySandbox(buyer, checkout.sessionId);
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 30, heldCents: 3000 });
    await expectSoundLedger(t);
  });

  it('refuses before any card is charged when nothing is missing or the item cannot be bought', async () => {
    const seller = await member(t);
    const rich = await member(t, { cashCents: 5000 });
    const poor = await member(t);
    const listed = await item(t, seller.user, { valueCents: 3000 });
    const sessionsBefore = (await t.db.select().from(paymentSessions)).length;
    await expectError(await payByCard(rich, listed.id, 3000), 409, cardPaymentTexts.nothingMissing);
    await expectError(await payByCard(poor, listed.id, 2500), 409, m.priceChanged);
    await expectError(await payByCard(seller, listed.id, 3000), 400, m.ownItemBuy);
    await t.db.update(items).set({ buyNow: false }).where(eq(items.id, listed.id));
    await expectError(await payByCard(poor, listed.id, 3000), 409, m.buyNowOff);
    const unknownKey = await poor.client.post('/api/payments/pay-by-card', {
      purpose: { kind: 'buy_now', itemId: listed.id, priceCents: 3000, extra: 1 },
    });
    expect(unknownKey.status).toBe(400);
    expect(((await unknownKey.json()) as { error: { message: string } }).error.message).toMatch(/extra/);
    expect((await t.db.select().from(paymentSessions)).length).toBe(sessionsBefore);
  });

  it('keeps the money in the wallet and says so when the item sold while the card paid', async () => {
    const seller = await member(t);
    const late = await member(t);
    const quick = await member(t, { creditCents: 3000 });
    const listed = await item(t, seller.user, { valueCents: 3000, title: 'Silk scarf' });
    const checkout = await cardCheckout(late, listed.id, 3000);
    await tradeOf(
      await quick.client.post('/api/trades/buy', {
        itemId: listed.id,
        priceCents: 3000,
        paymentMethod: 'credit',
      }),
      201,
    );

    expect((await paySandbox(late, checkout.sessionId)).status).toBe(200);
    expect(await balances(t, late.id)).toMatchObject({ creditCents: 3000, heldCents: 0 });
    const message = cardPaymentTexts.keptInWallet(3000, m.justSold);
    expect(message).toBe('This item has just been sold. The $30.00 you paid is in your wallet.');
    expect(await verify(late, checkout.sessionId)).toMatchObject({
      status: 'paid',
      purpose: { status: 'failed', message, href: `/item/${listed.id}` },
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, late.id));
    expect(told.map((n) => [n.title, n.message])).toEqual([[cardPaymentTexts.notCompletedTitle, message]]);
    expect(await purchasesOf(listed.id)).toHaveLength(1);
    await expectSoundLedger(t);
  });

  it('races: one card payment confirmed many times at once buys once; card vs an instant buyer sells once', async () => {
    for (let round = 0; round < 4; round++) {
      const seller = await member(t);
      const byCard = await member(t);
      const instant = await member(t, { cashCents: 2000 });
      const listed = await item(t, seller.user, { valueCents: 2000 });
      const checkout = await cardCheckout(byCard, listed.id, 2000);
      const answers = await Promise.all([
        ...Array.from({ length: 3 }, () => paySandbox(byCard, checkout.sessionId)),
        ...Array.from({ length: 3 }, () =>
          byCard.client.post('/api/payments/verify', { sessionId: checkout.sessionId }),
        ),
        instant.client.post('/api/trades/buy', {
          itemId: listed.id,
          priceCents: 2000,
          paymentMethod: 'cash',
        }),
      ]);
      expect(answers.slice(0, 6).map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const instantBought = answers[6]!.status === 201;
      if (!instantBought) await expectError(answers[6]!, 409, m.justSold);
      // Exactly one sale, one top-up; whoever lost keeps their money.
      const sales = await purchasesOf(listed.id);
      expect(sales).toHaveLength(1);
      expect(sales[0]!.requesterId).toBe(instantBought ? instant.id : byCard.id);
      expect(await topUpsOf(checkout.sessionId)).toHaveLength(1);
      expect((await sessionRow(checkout.sessionId)).purposeResult?.status).toBe(
        instantBought ? 'failed' : 'completed',
      );
      expect(await balances(t, byCard.id)).toMatchObject(
        instantBought ? { creditCents: 2000, heldCents: 0 } : { creditCents: 0, heldCents: 2000 },
      );
      expect(await balances(t, instant.id)).toMatchObject(
        instantBought ? { cashCents: 0, heldCents: 2000 } : { cashCents: 2000, heldCents: 0 },
      );
    }
    await expectSoundLedger(t);
  });
});

const offerByCard = (who: Member, purpose: Record<string, unknown>) =>
  who.client.post('/api/payments/pay-by-card', { purpose: { kind: 'offer', ...purpose } });
const tradesBy = (requesterId: string) =>
  t.db.select().from(trades).where(eq(trades.requesterId, requesterId));

describe('POST /api/payments/pay-by-card for an offer', () => {
  it('sends a cash offer below asking once the card paid, its cash on hold until the owner answers', async () => {
    const seller = await member(t);
    const buyer = await member(t);
    const listed = await item(t, seller.user, { valueCents: 3000 });
    const res = await offerByCard(buyer, {
      ownerItemId: listed.id,
      cashCents: 2500,
      message: 'Would you take $25?',
    });
    expect(res.status).toBe(200);
    const checkout = (await res.json()) as CardCheckout;
    expect(checkout.amountCents).toBe(2500);
    await paySandbox(buyer, checkout.sessionId);

    const [offer] = await tradesBy(buyer.id);
    expect(offer).toMatchObject({
      kind: 'cash',
      status: 'pending',
      cashDifferenceCents: 2500,
      paymentMethod: 'credit',
      message: 'Would you take $25?',
    });
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 0, heldCents: 2500 });
    expect(await verify(buyer, checkout.sessionId)).toMatchObject({
      purpose: {
        status: 'completed',
        title: OFFER_BY_CARD_TEXTS.sentTitle,
        message: OFFER_BY_CARD_TEXTS.sent('$25.00'),
        href: `/messages/trade/${offer!.id}`,
      },
    });
    // Declined: the money goes back to the wallet the card filled.
    await tradeOf(await seller.client.post(`/api/trades/${offer!.id}/respond`, { action: 'reject' }));
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 2500, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('sends a trade offer with cash; refuses before charging an offer that could not be sent', async () => {
    const seller = await member(t);
    const buyer = await member(t, { cashCents: 400 });
    const listed = await item(t, seller.user, { valueCents: 5000 });
    const mine = await item(t, buyer.user, { valueCents: 3000 });
    const res = await offerByCard(buyer, {
      ownerItemId: listed.id,
      offeredItemIds: [mine.id],
      cashCents: 1000,
    });
    const checkout = (await res.json()) as CardCheckout;
    expect(checkout.amountCents).toBe(600);
    await paySandbox(buyer, checkout.sessionId);
    const [offer] = await tradesBy(buyer.id);
    expect(offer).toMatchObject({
      kind: 'trade',
      status: 'pending',
      cashDifferenceCents: 1000,
      paymentMethod: 'mixed',
    });
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 0, cashCents: 0, heldCents: 1000 });

    // A second pending offer on the same item, an offer on one's own item: refused, nothing charged.
    const sessionsBefore = (await t.db.select().from(paymentSessions)).length;
    await expectError(
      await offerByCard(buyer, { ownerItemId: listed.id, cashCents: 1000 }),
      409,
      m.alreadyOffered,
    );
    await expectError(await offerByCard(buyer, { ownerItemId: mine.id, cashCents: 1000 }), 400, m.ownItem);
    expect((await t.db.select().from(paymentSessions)).length).toBe(sessionsBefore);
    await expectSoundLedger(t);
  });

  it('races the card confirmation with the owner accepting another offer: the money ends in the wallet either way', async () => {
    for (let round = 0; round < 4; round++) {
      const seller = await member(t);
      const byCard = await member(t);
      const other = await member(t, { cashCents: 3000 });
      const listed = await item(t, seller.user, { valueCents: 3000 });
      const checkout = (await (
        await offerByCard(byCard, { ownerItemId: listed.id, cashCents: 2000 })
      ).json()) as CardCheckout;
      const competing = await tradeOf(
        await other.client.post('/api/trades', {
          kind: 'cash',
          ownerItemId: listed.id,
          cashCents: 3000,
          paymentMethod: 'cash',
        }),
        201,
      );
      const [paid, accepted] = await Promise.all([
        paySandbox(byCard, checkout.sessionId),
        seller.client.post(`/api/trades/${competing.id}/respond`, { action: 'accept' }),
      ]);
      expect([paid.status, accepted.status]).toEqual([200, 200]);
      // Sent and then declined by the acceptance, or refused as the item was gone: nothing held, all in the wallet.
      expect(await balances(t, byCard.id)).toMatchObject({ creditCents: 2000, heldCents: 0 });
      expect((await sessionRow(checkout.sessionId)).purposeResult?.status).toMatch(/^(completed|failed)$/);
      expect(await topUpsOf(checkout.sessionId)).toHaveLength(1);
    }
    await expectSoundLedger(t);
  });
});
