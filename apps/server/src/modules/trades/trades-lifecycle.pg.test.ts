import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_WINDOW_DAYS, TRADE_MESSAGES, type Trade } from '@swapyard/domain';
import { items, notifications, trades, walletHolds } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  fund,
  item,
  member,
  recorder,
  tradeOf,
  type Member,
  acceptedBeforeHandovers,
} from './trade-test-kit.ts';

const m = TRADE_MESSAGES;
let t: TestApp;
let published: ReturnType<typeof recorder>;
beforeAll(async () => {
  published = recorder();
  t = await createTestApp({ realtime: published, config: { authRateLimit: false } });
});
afterAll(() => t.close());

// Confirming and completing here are the rule trades accepted before handovers keep (decision 039).
const respond = async (who: Member, id: string, action: 'accept' | 'reject', paymentMethod?: string) => {
  const res = await who.client.post(`/api/trades/${id}/respond`, { action, paymentMethod });
  if (!res.ok || action !== 'accept') return res;
  // The trade as it now stands, with its 14 days.
  await acceptedBeforeHandovers(t, id);
  return who.client.get(`/api/trades/${id}`);
};
const cancel = (who: Member, id: string) => who.client.post(`/api/trades/${id}/cancel`);
const confirm = (who: Member, id: string) => who.client.post(`/api/trades/${id}/confirm`);
const itemRow = async (id: string) => (await t.db.select().from(items).where(eq(items.id, id)))[0]!;
const holdOf = async (trade: Trade) => {
  const [row] = await t.db.select({ holdId: trades.holdId }).from(trades).where(eq(trades.id, trade.id));
  return (await t.db.select().from(walletHolds).where(eq(walletHolds.id, row!.holdId!)))[0]!;
};
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

/** Alice offers $40 of credit and one of her items for Bob's item; Carol is a stranger to it. */
async function scene(cashCents = 4000) {
  const alice = await member(t, { creditCents: 5000 });
  const bob = await member(t);
  const carol = await member(t);
  const wanted = await item(t, bob.user, { valueCents: 8000 });
  const offered = await item(t, alice.user, { valueCents: 4000 });
  const trade = await tradeOf(
    await alice.client.post('/api/trades', {
      kind: 'trade',
      ownerItemId: wanted.id,
      offeredItemIds: [offered.id],
      cashCents,
      ...(cashCents > 0 ? { paymentMethod: 'credit' } : {}),
    }),
    201,
  );
  return { alice, bob, carol, wanted, offered, trade };
}

describe('POST /api/trades/{id}/respond: decline', () => {
  it('is for the owner only, while pending; it releases the hold and tells the requester', async () => {
    const { alice, bob, carol, trade } = await scene();
    await expectError(await respond(alice, trade.id, 'reject'), 403, m.onlyOwnerResponds, 'FORBIDDEN');
    await expectError(await respond(carol, trade.id, 'reject'), 404, m.notFound);
    const rejected = await tradeOf(await respond(bob, trade.id, 'reject'));
    expect(rejected).toMatchObject({ status: 'rejected', role: 'owner' });
    expect(rejected.respondedAt).not.toBeNull();
    expect(await balances(t, alice.id)).toEqual({ creditCents: 5000, cashCents: 0, heldCents: 0 });
    expect((await holdOf(trade)).status).toBe('released');
    expect(await notesOf(alice.id)).toEqual([
      expect.objectContaining({ type: 'trade_rejected', title: 'Trade declined' }),
    ]);
    // Settled: no second answer, no acceptance, no cancel.
    await expectError(await respond(bob, trade.id, 'reject'), 409, m.notPending);
    await expectError(await respond(bob, trade.id, 'accept'), 409, m.notPending);
    await expectError(await cancel(alice, trade.id), 409, m.notPending);
    await expectSoundLedger(t);
  });
});

describe('POST /api/trades/{id}/respond: accept', () => {
  it('keeps the cash on hold, marks the items swapped and declines the other offers on them', async () => {
    const { alice, bob, carol, wanted, offered, trade } = await scene();
    // Dave also wants Bob's item (cash held); Erin offers for Alice's offered item.
    const dave = await member(t, { cashCents: 3000 });
    const rival = await tradeOf(
      await dave.client.post('/api/trades', {
        kind: 'cash',
        ownerItemId: wanted.id,
        cashCents: 3000,
        paymentMethod: 'cash',
      }),
      201,
    );
    const erin = await member(t);
    const onOffered = await tradeOf(
      await erin.client.post('/api/trades', { kind: 'invitation', ownerItemId: offered.id }),
      201,
    );
    await expectError(await respond(alice, trade.id, 'accept'), 403, m.onlyOwnerResponds);
    await expectError(await respond(carol, trade.id, 'accept'), 404, m.notFound);

    const accepted = await tradeOf(await respond(bob, trade.id, 'accept'));
    expect(accepted).toMatchObject({
      status: 'accepted',
      ownerItem: { id: wanted.id, status: 'swapped' },
      offeredItems: [{ id: offered.id, status: 'swapped' }],
    });
    expect(await itemRow(wanted.id)).toMatchObject({ status: 'swapped', isAvailable: false });
    expect(await itemRow(offered.id)).toMatchObject({ status: 'swapped', isAvailable: false });
    // Escrow: Alice's $40 stays on hold (not hers to spend, not Bob's yet) until the trade completes.
    expect(await balances(t, alice.id)).toEqual({ creditCents: 1000, cashCents: 0, heldCents: 4000 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    expect((await holdOf(trade)).status).toBe('held');
    expect(accepted.autoCompletesAt).toBe(
      new Date(Date.parse(accepted.respondedAt!) + DISPUTE_WINDOW_DAYS * 86_400_000).toISOString(),
    );

    // The rival offers are declined, their holds released, their senders told.
    for (const [who, other] of [
      [dave, rival],
      [erin, onOffered],
    ] as const) {
      expect((await tradeOf(await who.client.get(`/api/trades/${other.id}`))).status).toBe('rejected');
      expect(await notesOf(who.id)).toContainEqual(
        expect.objectContaining({ type: 'trade_rejected', link: `/messages/trade/${other.id}` }),
      );
    }
    expect(await balances(t, dave.id)).toEqual({ creditCents: 0, cashCents: 3000, heldCents: 0 });
    expect(await notesOf(alice.id)).toContainEqual(
      expect.objectContaining({
        type: 'trade_accepted',
        title: 'Trade accepted',
        message: expect.stringContaining(
          'Your $40.00 stays on hold until the trade completes, then it is paid to ',
        ) as string,
      }),
    );
    expect(published.events).toContainEqual({
      topic: `trade:${rival.id}`,
      event: { type: 'trade.updated', data: { tradeId: rival.id, status: 'rejected' } },
    });
    expect(published.events).toContainEqual({
      topic: `user:${dave.id}`,
      event: { type: 'trade.changed', data: { tradeId: rival.id, status: 'rejected' } },
    });
    // Settled: neither party can move it back to anything but completed.
    await expectError(await respond(bob, trade.id, 'accept'), 409, m.notPending);
    await expectError(await respond(bob, trade.id, 'reject'), 409, m.notPending);
    await expectError(await cancel(alice, trade.id), 409, m.notPending);
    await expectSoundLedger(t);
  });

  it('marks the item sold when it was a cash offer; the buyer’s cash is paid when the trade completes', async () => {
    const alice = await member(t, { cashCents: 2000 });
    const bob = await member(t);
    const wanted = await item(t, bob.user);
    const trade = await tradeOf(
      await alice.client.post('/api/trades', {
        kind: 'cash',
        ownerItemId: wanted.id,
        cashCents: 2000,
        paymentMethod: 'cash',
      }),
      201,
    );
    await tradeOf(await respond(bob, trade.id, 'accept'));
    expect(await itemRow(wanted.id)).toMatchObject({ status: 'sold', isAvailable: false });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 2000 });
    await tradeOf(await confirm(alice, trade.id));
    await tradeOf(await confirm(bob, trade.id));
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 2000, heldCents: 0 });
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it("refuses an offer past its response window with 'This offer has expired'", async () => {
    const { alice, bob, trade } = await scene();
    await t.db
      .update(trades)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trades.id, trade.id));
    await expectError(await respond(bob, trade.id, 'accept'), 409, m.expired);
    expect(await balances(t, alice.id)).toMatchObject({ heldCents: 4000 });
  });

  it('refuses when an item is no longer available, moving no money', async () => {
    const { alice, bob, offered, trade } = await scene();
    await t.db.update(items).set({ status: 'hidden' }).where(eq(items.id, offered.id));
    await expectError(await respond(bob, trade.id, 'accept'), 409, m.itemUnavailable);
    expect(await balances(t, alice.id)).toMatchObject({ heldCents: 4000 });
    expect(await balances(t, bob.id)).toMatchObject({ cashCents: 0 });
  });

  it('refuses to accept an invitation (it is answered with a counter-offer), but it may be declined', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const invitation = await tradeOf(
      await alice.client.post('/api/trades', {
        kind: 'invitation',
        ownerItemId: (await item(t, bob.user)).id,
      }),
      201,
    );
    await expectError(await respond(bob, invitation.id, 'accept'), 409, m.invitationNeedsCounter);
    expect((await tradeOf(await respond(bob, invitation.id, 'reject'))).status).toBe('rejected');
  });
});

describe('POST /api/trades/{id}/cancel', () => {
  it('is for the requester only, while pending, and returns the held cash', async () => {
    const { alice, bob, carol, offered, trade } = await scene();
    await expectError(await cancel(bob, trade.id), 403, m.onlyRequesterCancels, 'FORBIDDEN');
    await expectError(await cancel(carol, trade.id), 404, m.notFound);
    expect((await tradeOf(await cancel(alice, trade.id))).status).toBe('cancelled');
    expect(await balances(t, alice.id)).toEqual({ creditCents: 5000, cashCents: 0, heldCents: 0 });
    expect(await notesOf(bob.id)).toContainEqual(
      expect.objectContaining({ type: 'other', title: 'Offer cancelled' }),
    );
    await expectError(await cancel(alice, trade.id), 409, m.notPending);
    await expectError(await respond(bob, trade.id, 'accept'), 409, m.notPending);
    // No longer reserved.
    expect(await (await alice.client.get('/api/trades/reserved-items')).json()).toEqual({ itemIds: [] });
    expect((await itemRow(offered.id)).status).toBe('available');
    await expectSoundLedger(t);
  });
});

describe('POST /api/trades/{id}/confirm', () => {
  it('needs an accepted trade; each party confirms once; both make it completed and reviewable', async () => {
    const { alice, bob, carol, trade } = await scene(0);
    await expectError(await confirm(alice, trade.id), 409, m.notAccepted);
    await expectError(await confirm(carol, trade.id), 404, m.notFound);
    await tradeOf(await respond(bob, trade.id, 'accept'));
    // Not reviewable before the exchange is confirmed by both.
    expect((await alice.client.post(`/api/trades/${trade.id}/review`, { rating: 5 })).status).toBe(403);
    const half = await tradeOf(await confirm(alice, trade.id));
    expect(half.status).toBe('accepted');
    expect(half.requesterConfirmedAt).not.toBeNull();
    expect(half.ownerConfirmedAt).toBeNull();
    await expectError(await confirm(alice, trade.id), 409, m.alreadyConfirmed);
    const done = await tradeOf(await confirm(bob, trade.id));
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    await expectError(await confirm(bob, trade.id), 409, m.alreadyConfirmed);
    for (const who of [alice, bob]) {
      expect(await notesOf(who.id)).toContainEqual(
        expect.objectContaining({ type: 'other', title: 'Trade completed' }),
      );
    }
    const review = await alice.client.post(`/api/trades/${trade.id}/review`, { rating: 5 });
    expect(review.status).toBe(201);
  });

  it('pays the cash on hold to the owner when the second confirmation completes the trade, and says so', async () => {
    const { alice, bob, trade } = await scene();
    await tradeOf(await respond(bob, trade.id, 'accept'));
    await tradeOf(await confirm(bob, trade.id));
    // One confirmation completes nothing: the money is still on hold.
    expect(await balances(t, alice.id)).toEqual({ creditCents: 1000, cashCents: 0, heldCents: 4000 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    const done = await tradeOf(await confirm(alice, trade.id));
    expect(done).toMatchObject({ status: 'completed', autoCompletesAt: null, disputeOpen: false });
    expect(await balances(t, alice.id)).toEqual({ creditCents: 1000, cashCents: 0, heldCents: 0 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 4000, heldCents: 0 });
    expect((await holdOf(trade)).status).toBe('captured');
    expect(await notesOf(bob.id)).toContainEqual(
      expect.objectContaining({
        title: 'Trade completed',
        message: expect.stringContaining(
          'both confirmed the exchange. $40.00 was paid into your Cash Wallet.',
        ) as string,
      }),
    );
    expect(await notesOf(alice.id)).toContainEqual(
      expect.objectContaining({
        title: 'Trade completed',
        message: expect.stringContaining('The $40.00 on hold was paid to ') as string,
      }),
    );
    await expectSoundLedger(t);
  });

  it('cannot confirm a declined, cancelled or pending trade', async () => {
    const { alice, bob, trade } = await scene(0);
    await tradeOf(await respond(bob, trade.id, 'reject'));
    await expectError(await confirm(bob, trade.id), 409, m.notAccepted);
    await expectError(await confirm(alice, trade.id), 409, m.notAccepted);
  });
});

describe('POST /api/trades/{id}/counter', () => {
  it('answers an invitation with an offer from the inviter’s closet; owner-added cash is held on acceptance', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const bobs = await item(t, bob.user, { valueCents: 6000 });
    const alices = await item(t, alice.user, { valueCents: 5000 });
    const invitation = await tradeOf(
      await alice.client.post('/api/trades', { kind: 'invitation', ownerItemId: bobs.id }),
      201,
    );
    const counter = (who: Member, body: unknown) =>
      who.client.post(`/api/trades/${invitation.id}/counter`, body);
    await expectError(await counter(alice, { requestedItemId: alices.id }), 403, m.onlyOwnerResponds);
    // Only the inviter's items may be asked for.
    const strangers = await item(t, (await member(t)).user);
    await expectError(await counter(bob, { requestedItemId: strangers.id }), 404, m.itemNotFound);

    const answer = await tradeOf(await counter(bob, { requestedItemId: alices.id, cashCents: -1000 }), 201);
    expect(answer).toMatchObject({
      kind: 'trade',
      status: 'pending',
      role: 'requester',
      requester: { id: bob.id },
      owner: { id: alice.id },
      ownerItem: { id: alices.id },
      offeredItems: [{ id: bobs.id }],
      cashDifferenceCents: -1000,
      paymentMethod: null,
      invitationId: invitation.id,
    });
    const answered = await tradeOf(await alice.client.get(`/api/trades/${invitation.id}`));
    expect(answered).toMatchObject({ status: 'countered', counterTradeId: answer.id });
    expect(await notesOf(alice.id)).toContainEqual(
      expect.objectContaining({ type: 'trade_offer', link: `/messages/trade/${answer.id}` }),
    );
    await expectError(await counter(bob, { requestedItemId: alices.id }), 409, m.notPending);
    await expectError(
      await bob.client.post(`/api/trades/${answer.id}/counter`, { requestedItemId: alices.id }),
      409,
      m.notInvitation,
    );

    // Alice is asked to add $10: she chooses the wallet as in the builder; without the money, accepting fails
    // clearly and changes nothing.
    await expectError(await respond(alice, answer.id, 'accept'), 400, m.paymentMethodRequired);
    await expectError(await respond(alice, answer.id, 'accept', 'mixed'), 409, m.ownerFunds);
    expect((await itemRow(alices.id)).status).toBe('available');
    await fund(t, alice.id, { creditCents: 400, cashCents: 800 });
    // Neither wallet alone covers $10, so only Mixed may pay it.
    await expectError(await respond(alice, answer.id, 'accept', 'cash'), 409, m.paymentMethodNotAllowed);
    const accepted = await tradeOf(await respond(alice, answer.id, 'accept', 'mixed'));
    expect(accepted).toMatchObject({ status: 'accepted', paymentMethod: 'mixed' });
    // Mixed: all the credit first, then cash, on hold from Alice's wallets; Bob is not paid yet.
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 200, heldCents: 1000 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    // The trade records Alice's hold as the one carrying its money.
    expect(await holdOf(answer)).toMatchObject({
      ownerId: alice.id,
      creditCents: 400,
      cashCents: 600,
      status: 'held',
      reference: `trade:${answer.id}`,
    });
    expect(await notesOf(bob.id)).toContainEqual(
      expect.objectContaining({
        type: 'trade_accepted',
        message: expect.stringContaining(
          'The $10.00 they add is on hold until the trade completes, then it is paid into your Cash Wallet.',
        ) as string,
      }),
    );
    expect((await itemRow(alices.id)).status).toBe('swapped');
    expect((await itemRow(bobs.id)).status).toBe('swapped');
    // Completed: Bob, the requester, is paid from Alice's hold.
    await tradeOf(await confirm(alice, answer.id));
    await tradeOf(await confirm(bob, answer.id));
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 200, heldCents: 0 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 1000, heldCents: 0 });
    expect((await holdOf(answer)).status).toBe('captured');
    await expectSoundLedger(t);
  });

  it('holds the cash the inviter adds from the wallet they chose, never another', async () => {
    const alice = await member(t, { creditCents: 1500, cashCents: 1200 });
    const bob = await member(t);
    const bobs = await item(t, bob.user);
    const alices = await item(t, alice.user);
    const invitation = await tradeOf(
      await alice.client.post('/api/trades', { kind: 'invitation', ownerItemId: bobs.id }),
      201,
    );
    const answer = await tradeOf(
      await bob.client.post(`/api/trades/${invitation.id}/counter`, {
        requestedItemId: alices.id,
        cashCents: -1000,
      }),
      201,
    );
    // Each wallet covers $10 alone, so Mixed is not offered.
    await expectError(await respond(alice, answer.id, 'accept', 'mixed'), 409, m.paymentMethodNotAllowed);
    await tradeOf(await respond(alice, answer.id, 'accept', 'cash'));
    expect(await balances(t, alice.id)).toEqual({ creditCents: 1500, cashCents: 200, heldCents: 1000 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    expect(await holdOf(answer)).toMatchObject({ creditCents: 0, cashCents: 1000, status: 'held' });
    await expectSoundLedger(t);
  });

  it('cannot answer an invitation past its response window, or one that was declined', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const alices = await item(t, alice.user);
    const invite = async () =>
      tradeOf(
        await alice.client.post('/api/trades', {
          kind: 'invitation',
          ownerItemId: (await item(t, bob.user)).id,
        }),
        201,
      );
    const late = await invite();
    await t.db
      .update(trades)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trades.id, late.id));
    const counter = (id: string) =>
      bob.client.post(`/api/trades/${id}/counter`, { requestedItemId: alices.id });
    await expectError(await counter(late.id), 409, m.expired);
    const declined = await invite();
    await tradeOf(await respond(bob, declined.id, 'reject'));
    await expectError(await counter(declined.id), 409, m.notPending);
    expect((await itemRow(alices.id)).status).toBe('available');
  });

  it('holds the cash the counter-offer’s sender adds', async () => {
    const alice = await member(t);
    const bob = await member(t, { creditCents: 1500 });
    const bobs = await item(t, bob.user);
    const alices = await item(t, alice.user);
    const invitation = await tradeOf(
      await alice.client.post('/api/trades', { kind: 'invitation', ownerItemId: bobs.id }),
      201,
    );
    await tradeOf(
      await bob.client.post(`/api/trades/${invitation.id}/counter`, {
        requestedItemId: alices.id,
        cashCents: 1500,
        paymentMethod: 'credit',
      }),
      201,
    );
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 1500 });
  });
});
