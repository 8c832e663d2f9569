import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSUFFICIENT_FUNDS_MESSAGE,
  MAX_NEGOTIATION_ROUNDS,
  NEGOTIATION_TEXTS,
  TRADE_MESSAGES,
  TRADE_RESPONSE_WINDOW_MS,
} from '@swapyard/domain';
import { items, notifications, trades } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expireTrade } from './service.ts';
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

// Counter-offers move held money: PostgreSQL only (docs/decisions/019, addendum of 2026-11-27).
const n = NEGOTIATION_TEXTS;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const cashOffer = (who: Member, itemId: string, cashCents: number) =>
  who.client.post('/api/trades', { kind: 'cash', ownerItemId: itemId, cashCents, paymentMethod: 'credit' });
const counter = (who: Member, tradeId: string, cashCents: number, extra: Record<string, unknown> = {}) =>
  who.client.post(`/api/trades/${tradeId}/counter-offer`, { cashCents, ...extra });
const respond = (who: Member, tradeId: string, action: 'accept' | 'reject', paymentMethod?: string) =>
  who.client.post(`/api/trades/${tradeId}/respond`, paymentMethod ? { action, paymentMethod } : { action });
const tradeRow = async (id: string) => (await t.db.select().from(trades).where(eq(trades.id, id)))[0]!;
const toldTo = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);

/** Bea offers $20 of her $50 credit for Sam's $30 jacket. */
async function cashScene(credit = 5000) {
  const sam = await member(t);
  const bea = await member(t, { creditCents: credit });
  const jacket = await item(t, sam.user, { valueCents: 3000, title: 'Denim jacket' });
  const offer = await tradeOf(await cashOffer(bea, jacket.id, 2000), 201);
  return { sam, bea, jacket, offer };
}

describe('POST /api/trades/{id}/counter-offer', () => {
  it('the seller counters, the buyer accepts: the hold becomes the counter, the item is sold at it', async () => {
    const { sam, bea, jacket, offer } = await cashScene();
    const before = await tradeRow(offer.id);

    const countered = await tradeOf(await counter(sam, offer.id, 2600, { message: 'Meet me at $26?' }));
    expect(countered).toMatchObject({
      status: 'pending',
      round: 2,
      awaiting: 'requester',
      cashDifferenceCents: 2600,
      rounds: [
        { round: 1, proposedBy: 'requester', cashDifferenceCents: 2000, message: null },
        { round: 2, proposedBy: 'owner', cashDifferenceCents: 2600, message: 'Meet me at $26?' },
      ],
      myHold: null,
    });
    // Its own 48 hours from the counter.
    const window = Date.parse(countered.expiresAt) - Date.now();
    expect(window).toBeGreaterThan(TRADE_RESPONSE_WINDOW_MS - 60_000);
    expect(Date.parse(countered.expiresAt)).toBeGreaterThan(before.expiresAt.getTime());
    // The buyer's hold stays their own $20 until they take the counter.
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 3000, heldCents: 2000 });
    expect(await toldTo(bea.id)).toContain(n.counteredTitle);
    const seenByBea = await tradeOf(await bea.client.get(`/api/trades/${offer.id}`));
    expect(seenByBea.myHold).toEqual({ creditCents: 2000, cashCents: 0 });

    // Not the seller's turn any more.
    await expectError(await respond(sam, offer.id, 'accept'), 403, n.notYourTurn);
    await expectError(await counter(sam, offer.id, 2800), 403, n.notYourTurn);

    const accepted = await tradeOf(await respond(bea, offer.id, 'accept', 'credit'));
    expect(accepted).toMatchObject({
      status: 'accepted',
      cashDifferenceCents: 2600,
      paymentMethod: 'credit',
    });
    expect(accepted.myHold).toEqual({ creditCents: 2600, cashCents: 0 });
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 2400, heldCents: 2600 });
    const [jacketRow] = await t.db.select().from(items).where(eq(items.id, jacket.id));
    expect(jacketRow).toMatchObject({ status: 'sold', isAvailable: false });
    expect(await toldTo(sam.id)).toContain(n.acceptedTitle);

    // Completing (the item received) pays the seller exactly the countered price.
    await handOverAll(offer.id, [bea, sam]);
    expect(await balances(t, sam.id)).toMatchObject({ cashCents: 2600 });
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 2400, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('the buyer counters back: their hold moves to the new amount at once, never two holds', async () => {
    const { sam, bea, offer } = await cashScene();
    await tradeOf(await counter(sam, offer.id, 2800));
    await expectError(await counter(bea, offer.id, 2400), 400, TRADE_MESSAGES.paymentMethodRequired);
    const back = await tradeOf(await counter(bea, offer.id, 2400, { paymentMethod: 'credit' }));
    expect(back).toMatchObject({ round: 3, awaiting: 'owner', cashDifferenceCents: 2400 });
    expect(back.myHold).toEqual({ creditCents: 2400, cashCents: 0 });
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 2600, heldCents: 2400 });
    // The seller declines: everything held comes back.
    const declined = await tradeOf(await respond(sam, offer.id, 'reject'));
    expect(declined.status).toBe('rejected');
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 5000, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('refuses what a counter cannot be: the wrong direction, out of turn, past five rounds, not a cash or trade offer', async () => {
    const { sam, bea, offer } = await cashScene();
    await expectError(await counter(bea, offer.id, 1500), 403, n.notYourTurn);
    await expectError(await counter(sam, offer.id, 2000), 400, n.ownerMustRaise('$20.00'));
    await expectError(await counter(sam, offer.id, 0), 400, n.cashOfferPositive);
    const stranger = await member(t);
    await expectError(await counter(stranger, offer.id, 2500), 404, TRADE_MESSAGES.notFound);
    await tradeOf(await counter(sam, offer.id, 2900));
    await expectError(
      await counter(bea, offer.id, 2900, { paymentMethod: 'credit' }),
      400,
      n.requesterMustLower('$29.00'),
    );
    await tradeOf(await counter(bea, offer.id, 2200, { paymentMethod: 'credit' }));
    await tradeOf(await counter(sam, offer.id, 2700));
    const last = await tradeOf(await counter(bea, offer.id, 2400, { paymentMethod: 'credit' }));
    expect(last.round).toBe(MAX_NEGOTIATION_ROUNDS);
    await expectError(await counter(sam, offer.id, 2600), 409, n.tooManyRounds);
    expect(last.rounds.map((round) => round.cashDifferenceCents)).toEqual([2000, 2900, 2200, 2700, 2400]);
    // The buyer cannot counter a counter they cannot pay: refused, their hold as it was.
    const broke = await cashScene(2000);
    await tradeOf(await counter(broke.sam, broke.offer.id, 2900));
    await expectError(
      await counter(broke.bea, broke.offer.id, 2500, { paymentMethod: 'credit' }),
      409,
      INSUFFICIENT_FUNDS_MESSAGE,
    );
    await expectError(
      await respond(broke.bea, broke.offer.id, 'accept', 'credit'),
      409,
      INSUFFICIENT_FUNDS_MESSAGE,
    );
    expect(await balances(t, broke.bea.id)).toMatchObject({ creditCents: 0, heldCents: 2000 });
    // An invitation is answered from the closet, not countered.
    const invitation = await tradeOf(
      await bea.client.post('/api/trades', { kind: 'invitation', ownerItemId: (await item(t, sam.user)).id }),
      201,
    );
    await expectError(await counter(sam, invitation.id, 100), 409, n.notNegotiable);
    await expectSoundLedger(t);
  });

  it('a trade offer: the owner asks for cash on top, the requester declines the counter', async () => {
    const owner = await member(t);
    const requester = await member(t, { cashCents: 1000 });
    const wanted = await item(t, owner.user, { valueCents: 4000 });
    const offered = await item(t, requester.user, { valueCents: 3000 });
    const offer = await tradeOf(
      await requester.client.post('/api/trades', {
        kind: 'trade',
        ownerItemId: wanted.id,
        offeredItemIds: [offered.id],
      }),
      201,
    );
    const countered = await tradeOf(await counter(owner, offer.id, 1000));
    expect(countered.rounds.map((round) => [round.proposedBy, round.cashDifferenceCents])).toEqual([
      ['requester', 0],
      ['owner', 1000],
    ]);
    expect(await balances(t, requester.id)).toMatchObject({ cashCents: 1000, heldCents: 0 });
    const declined = await tradeOf(await respond(requester, offer.id, 'reject'));
    expect(declined.status).toBe('rejected');
    expect(await toldTo(owner.id)).toContain(n.declinedTitle);
    await expectSoundLedger(t);
  });

  it("each round has its own 48 hours: the first round's expiry job waits for the counter's", async () => {
    const { sam, bea, offer } = await cashScene();
    await tradeOf(await counter(sam, offer.id, 2600));
    // The job enqueued with the offer runs at the first round's end and finds a later window.
    const retry = await expireTrade({ db: t.db }, offer.id);
    expect(retry?.retryAt.getTime()).toBe((await tradeRow(offer.id)).expiresAt.getTime());
    await t.db
      .update(trades)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trades.id, offer.id));
    expect(await expireTrade({ db: t.db }, offer.id)).toBeUndefined();
    expect((await tradeRow(offer.id)).status).toBe('expired');
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 5000, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('a counter and an accept of the same round at once: exactly one happens, the money matches it', async () => {
    for (let round = 0; round < 4; round++) {
      const { sam, bea, offer } = await cashScene();
      const countering = () => counter(sam, offer.id, 2600);
      const accepting = () => respond(sam, offer.id, 'accept');
      const [countered, accepted] =
        round % 2 === 0
          ? await Promise.all([countering(), accepting()])
          : await Promise.all([accepting(), countering()]).then(([a, b]) => [b, a] as const);
      expect([countered.status, accepted.status].filter((status) => status === 200)).toHaveLength(1);
      const row = await tradeRow(offer.id);
      if (accepted.status === 200) {
        expect(row).toMatchObject({ status: 'accepted', round: 1, cashDifferenceCents: 2000 });
        expect(countered.status).toBe(409);
      } else {
        expect(row).toMatchObject({ status: 'pending', round: 2, cashDifferenceCents: 2600 });
        expect(accepted.status).toBe(403);
      }
      expect(await balances(t, bea.id)).toMatchObject({ creditCents: 3000, heldCents: 2000 });
    }
    // The buyer takes the counter while withdrawing in another tab: accepted at the counter, or nothing held.
    for (let round = 0; round < 4; round++) {
      const { sam, bea, offer } = await cashScene();
      await tradeOf(await counter(sam, offer.id, 2600));
      const [accepted, cancelled] = await Promise.all([
        respond(bea, offer.id, 'accept', 'credit'),
        bea.client.post(`/api/trades/${offer.id}/cancel`),
      ]);
      expect([accepted.status, cancelled.status].filter((status) => status === 200)).toHaveLength(1);
      expect(await balances(t, bea.id)).toMatchObject(
        accepted.status === 200
          ? { creditCents: 2400, heldCents: 2600 }
          : { creditCents: 5000, heldCents: 0 },
      );
    }
    await expectSoundLedger(t);
  });

  it("the buyer takes the seller's counter with the rest paid by card: their hold counted, charged what is missing", async () => {
    // Bea has $25 of credit, $20 of it held for her offer; Sam asks $40.
    const { sam, bea, jacket, offer } = await cashScene(2500);
    await tradeOf(await counter(sam, offer.id, 4000));
    const res = await bea.client.post('/api/payments/pay-by-card', {
      purpose: { kind: 'counter', tradeId: offer.id },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const checkout = (await res.json()) as { sessionId: string; amountCents: number };
    expect(checkout.amountCents).toBe(1500);
    // Only the member whose turn it is may.
    expect(
      (
        await sam.client.post('/api/payments/pay-by-card', {
          purpose: { kind: 'counter', tradeId: offer.id },
        })
      ).status,
    ).toBe(403);
    const card = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Member' };
    expect((await bea.client.post(`/api/payments/sandbox/${checkout.sessionId}/pay`, card)).status).toBe(200);
    expect(await tradeRow(offer.id)).toMatchObject({ status: 'accepted', cashDifferenceCents: 4000 });
    expect(await balances(t, bea.id)).toMatchObject({ creditCents: 0, heldCents: 4000 });
    const [jacketRow] = await t.db.select().from(items).where(eq(items.id, jacket.id));
    expect(jacketRow!.status).toBe('sold');
    await expectSoundLedger(t);
  });

  it('a card confirmation taking the counter and the buyer cancelling the offer at once: one of them, money exact', async () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Member' };
    for (let round = 0; round < 4; round++) {
      const { sam, bea, offer } = await cashScene(2500);
      await tradeOf(await counter(sam, offer.id, 4000));
      const res = await bea.client.post('/api/payments/pay-by-card', {
        purpose: { kind: 'counter', tradeId: offer.id },
      });
      const { sessionId } = (await res.json()) as { sessionId: string };
      const paying = () => bea.client.post(`/api/payments/sandbox/${sessionId}/pay`, card);
      const cancelling = () => bea.client.post(`/api/trades/${offer.id}/cancel`);
      const [paid, cancelled] =
        round % 2 === 0
          ? await Promise.all([paying(), cancelling()])
          : await Promise.all([cancelling(), paying()]).then(([a, b]) => [b, a] as const);
      expect(paid.status).toBe(200);
      const status = (await tradeRow(offer.id)).status;
      if (cancelled.status === 200) {
        // Cancelled first: the card's $15 stays in the wallet with the $20 released.
        expect(status).toBe('cancelled');
        expect(await balances(t, bea.id)).toMatchObject({ creditCents: 4000, heldCents: 0 });
      } else {
        expect(status).toBe('accepted');
        expect(await balances(t, bea.id)).toMatchObject({ creditCents: 0, heldCents: 4000 });
      }
    }
    await expectSoundLedger(t);
  });
});
