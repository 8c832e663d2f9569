import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_WINDOW_DAYS, TRADE_MESSAGES } from '@swapyard/domain';
import { jobs, ledgerTransactions, notifications, trades, walletHolds } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { createJobRunner } from '../../platform/jobs/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  completeDueTrade,
  setTradeDisputed,
  settleDisputedMoney,
  tradeForDispute,
  tradeJobs,
} from './service.ts';
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

// Escrow (docs/product/trades.md "Life of an offer"): the cash is held until the trade completes; a dispute keeps
// it held until staff settle it.

const m = TRADE_MESSAGES;
const DAY_MS = 86_400_000;
let t: TestApp;
let published: ReturnType<typeof recorder>;
beforeAll(async () => {
  published = recorder();
  t = await createTestApp({ realtime: published, config: { authRateLimit: false } });
});
afterAll(() => t.close());

// These tests are of the rule trades accepted before handovers keep (decision 039): both confirm, or 14 days.
const respond = async (who: Member, id: string, paymentMethod?: string) => {
  const res = await who.client.post(`/api/trades/${id}/respond`, { action: 'accept', paymentMethod });
  if (!res.ok) return res;
  // The trade as it now stands, with its 14 days.
  await acceptedBeforeHandovers(t, id);
  return who.client.get(`/api/trades/${id}`);
};
const confirm = (who: Member, id: string) => who.client.post(`/api/trades/${id}/confirm`);
const view = async (who: Member, id: string) => tradeOf(await who.client.get(`/api/trades/${id}`));
const row = async (id: string) => (await t.db.select().from(trades).where(eq(trades.id, id)))[0]!;
const holdOf = async (id: string) => {
  const { holdId } = await row(id);
  return (await t.db.select().from(walletHolds).where(eq(walletHolds.id, holdId!)))[0]!;
};
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const inTx = <T>(run: (tx: Db) => Promise<T>) => t.db.transaction(run);
/** The acceptance as if it happened `days` ago (the job's due time moves with it). */
const acceptedDaysAgo = async (id: string, days: number) => {
  const at = new Date(Date.now() - days * DAY_MS);
  await t.db.update(trades).set({ respondedAt: at }).where(eq(trades.id, id));
  await t.db
    .update(jobs)
    .set({ runAt: new Date(at.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS) })
    .where(eq(jobs.dedupeKey, `trade.complete:${id}`));
};
const completionJob = (id: string) =>
  t.db
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, `trade.complete:${id}`));
const runner = () =>
  createJobRunner({
    db: t.db,
    logger: createLogger('silent'),
    jobs: tradeJobs({ realtime: published }),
  });
/** How often money left the trade's hold for someone (captures and splits). */
const payouts = async (holdId: string) =>
  (
    await t.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.reference, `hold:${holdId}`), eq(ledgerTransactions.kind, 'hold_capture')),
      )
  ).length;

/** Alice offers $30 of credit for Bob's item; Bob accepts. */
async function acceptedCashOffer(cents = 3000) {
  const alice = await member(t, { creditCents: cents });
  const bob = await member(t);
  const wanted = await item(t, bob.user);
  const offer = await tradeOf(
    await alice.client.post('/api/trades', {
      kind: 'cash',
      ownerItemId: wanted.id,
      cashCents: cents,
      paymentMethod: 'credit',
    }),
    201,
  );
  const trade = await tradeOf(await respond(bob, offer.id));
  return { alice, bob, trade };
}

/** Bob answers Alice's invitation asking her to add `cents`; Alice accepts, paying with `method`. */
async function acceptedOwnerCash(
  cents: number,
  money: { creditCents?: number; cashCents?: number },
  method: string,
) {
  const alice = await member(t, money);
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
      cashCents: -cents,
    }),
    201,
  );
  const trade = await tradeOf(await respond(alice, answer.id, method));
  return { alice, bob, trade };
}

describe('cash the owner adds', () => {
  it('is held from the owner at acceptance and paid to the requester when the trade completes', async () => {
    const { alice, bob, trade } = await acceptedOwnerCash(
      1200,
      { creditCents: 500, cashCents: 1000 },
      'mixed',
    );
    // Alice (the owner of this counter-offer) pays: on hold from her wallets, all the credit first, then cash.
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 300, heldCents: 1200 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    expect(await holdOf(trade.id)).toMatchObject({ ownerId: alice.id, creditCents: 500, cashCents: 700 });
    // She cannot spend it meanwhile.
    expect(await tradeForDispute(t.db, trade.id)).toMatchObject({
      heldCents: 1200,
      payerId: alice.id,
      payeeId: bob.id,
    });

    await tradeOf(await confirm(bob, trade.id));
    await tradeOf(await confirm(alice, trade.id));
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 300, heldCents: 0 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 1200, heldCents: 0 });
    expect(await notesOf(bob.id)).toContainEqual(
      expect.objectContaining({
        title: 'Trade completed',
        message: expect.stringContaining('$12.00 was paid into your Cash Wallet.') as string,
      }),
    );
    await expectSoundLedger(t);
  });
});

describe("the 'trade.complete' job", () => {
  it('is enqueued at acceptance, due 14 days later, and completes an undisputed trade and pays it, once', async () => {
    const { alice, bob, trade } = await acceptedCashOffer();
    const [job] = await completionJob(trade.id);
    expect(job!.runAt.toISOString()).toBe(trade.autoCompletesAt);
    expect(Date.parse(trade.autoCompletesAt!) - Date.parse(trade.respondedAt!)).toBe(
      DISPUTE_WINDOW_DAYS * DAY_MS,
    );

    // Not due: nothing runs, and run by hand it asks to run again when due.
    const worker = runner();
    await worker.runDue(new Date());
    expect((await row(trade.id)).status).toBe('accepted');
    expect(await completeDueTrade({ db: t.db }, trade.id)).toEqual({
      retryAt: new Date(trade.autoCompletesAt!),
    });
    expect(await balances(t, alice.id)).toMatchObject({ heldCents: 3000 });

    await acceptedDaysAgo(trade.id, DISPUTE_WINDOW_DAYS + 0.01);
    expect(await worker.runDue(new Date())).toBe(1);
    const done = await view(bob, trade.id);
    expect(done).toMatchObject({ status: 'completed', autoCompletesAt: null });
    expect(done.requesterConfirmedAt).toBeNull();
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 3000, heldCents: 0 });
    expect(await completionJob(trade.id)).toEqual([]);
    for (const [who, says] of [
      [bob, '$30.00 was paid into your Cash Wallet.'],
      [alice, 'The $30.00 on hold was paid to '],
    ] as const) {
      expect(await notesOf(who.id)).toContainEqual(
        expect.objectContaining({
          title: 'Trade completed',
          message: expect.stringMatching(
            new RegExp(
              `completed ${DISPUTE_WINDOW_DAYS} days after it was accepted\\. ${says.replace(/[$.]/g, '\\$&')}`,
            ),
          ) as string,
        }),
      );
    }
    expect(published.events).toContainEqual({
      topic: `trade:${trade.id}`,
      event: { type: 'trade.updated', data: { tradeId: trade.id, status: 'completed' } },
    });

    // Twice (a second instance, a retry): nothing more moves.
    expect(await completeDueTrade({ db: t.db }, trade.id)).toBeUndefined();
    expect(await payouts((await holdOf(trade.id)).id)).toBe(1);
    expect(await balances(t, bob.id)).toMatchObject({ cashCents: 3000 });
    // Reviewable, like a trade both confirmed.
    expect((await alice.client.post(`/api/trades/${trade.id}/review`, { rating: 5 })).status).toBe(201);
    await expectSoundLedger(t);
  });

  it('stops at a disputed trade, keeping the money on hold; closing the dispute unsettled brings it back', async () => {
    const { alice, bob, trade } = await acceptedCashOffer();
    await inTx((tx) => setTradeDisputed(tx, trade.id, true));
    await acceptedDaysAgo(trade.id, DISPUTE_WINDOW_DAYS + 1);
    expect(await runner().runDue(new Date())).toBe(1);
    expect((await row(trade.id)).status).toBe('accepted');
    expect(await balances(t, alice.id)).toMatchObject({ heldCents: 3000 });
    expect(await balances(t, bob.id)).toMatchObject({ cashCents: 0 });
    // The job stopped (it is not left waiting).
    expect(await completionJob(trade.id)).toEqual([]);
    expect(await view(bob, trade.id)).toMatchObject({ disputeOpen: true, autoCompletesAt: null });

    // The dispute closes without a settlement: the trade completes on its own again, at once since it is overdue.
    await inTx((tx) => setTradeDisputed(tx, trade.id, false));
    expect(await completionJob(trade.id)).toHaveLength(1);
    expect(await runner().runDue(new Date())).toBe(1);
    expect((await row(trade.id)).status).toBe('completed');
    expect(await balances(t, bob.id)).toMatchObject({ cashCents: 3000 });
    await expectSoundLedger(t);
  });
});

describe('disputes', () => {
  it('refuse confirming while open, with the words of the rule', async () => {
    const { alice, bob, trade } = await acceptedCashOffer();
    await tradeOf(await confirm(alice, trade.id));
    await inTx((tx) => setTradeDisputed(tx, trade.id, true));
    await expectError(await confirm(bob, trade.id), 409, m.disputeOpen, 'CONFLICT');
    expect((await row(trade.id)).status).toBe('accepted');
    expect(await balances(t, bob.id)).toMatchObject({ cashCents: 0 });
    expect(await balances(t, alice.id)).toMatchObject({ heldCents: 3000 });
  });

  it('read the trade for a dispute (locked) and open only on an accepted or completed trade', async () => {
    const { alice, bob, trade } = await acceptedCashOffer();
    expect(await tradeForDispute(t.db, trade.id)).toEqual({
      id: trade.id,
      status: 'accepted',
      requesterId: alice.id,
      ownerId: bob.id,
      acceptedAt: new Date(trade.respondedAt!),
      completedAt: null,
      disputeOpen: false,
      heldCents: 3000,
      payerId: alice.id,
      payeeId: bob.id,
    });
    expect(await tradeForDispute(t.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await tradeForDispute(t.db, 'garbage')).toBeUndefined();

    const pending = await tradeOf(
      await alice.client.post('/api/trades', {
        kind: 'invitation',
        ownerItemId: (await item(t, bob.user)).id,
      }),
      201,
    );
    expect(await tradeForDispute(t.db, pending.id)).toMatchObject({
      status: 'pending',
      acceptedAt: null,
      heldCents: 0,
      payerId: null,
      payeeId: null,
    });
    await expect(inTx((tx) => setTradeDisputed(tx, pending.id, true))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: m.notDisputable,
    });
    await expect(
      inTx((tx) => setTradeDisputed(tx, '00000000-0000-4000-8000-000000000000', true)),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('settle all of the money to the payee, completing the trade and closing the dispute, exactly once', async () => {
    const { alice, bob, trade } = await acceptedCashOffer();
    await inTx((tx) => setTradeDisputed(tx, trade.id, true));
    expect(await inTx((tx) => settleDisputedMoney(tx, trade.id, { toPayeeCents: 3000 }))).toEqual({
      paidToPayeeCents: 3000,
      refundedCents: 0,
    });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 3000, heldCents: 0 });
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    const settled = await row(trade.id);
    expect(settled).toMatchObject({ status: 'completed', disputeOpen: false });
    expect(settled.completedAt).not.toBeNull();
    await expect(inTx((tx) => settleDisputedMoney(tx, trade.id, { toPayeeCents: 0 }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: m.disputeSettled,
    });
    expect(await balances(t, bob.id)).toMatchObject({ cashCents: 3000 });
    // The completion job finds it completed and does nothing.
    await acceptedDaysAgo(trade.id, DISPUTE_WINDOW_DAYS + 1);
    await runner().runDue(new Date());
    expect(await payouts(settled.holdId!)).toBe(1);
    await expectSoundLedger(t);
  });

  it('settle none of it: all of it back to the payer’s wallets', async () => {
    const { alice, bob, trade } = await acceptedCashOffer();
    await inTx((tx) => setTradeDisputed(tx, trade.id, true));
    expect(await inTx((tx) => settleDisputedMoney(tx, trade.id, { toPayeeCents: 0 }))).toEqual({
      paidToPayeeCents: 0,
      refundedCents: 3000,
    });
    expect(await balances(t, alice.id)).toEqual({ creditCents: 3000, cashCents: 0, heldCents: 0 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    expect(await holdOf(trade.id)).toMatchObject({ status: 'released' });
    expect(await row(trade.id)).toMatchObject({ status: 'completed', disputeOpen: false });
    await expect(inTx((tx) => settleDisputedMoney(tx, trade.id, { toPayeeCents: 0 }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: m.disputeSettled,
    });
    await expectSoundLedger(t);
  });

  it('settle a split: part to the payee, the rest back to the payer, credit first then cash', async () => {
    // The owner adds $20: $5 of credit and $15 of cash on hold. Staff pay the requester $8; $12 goes back: $5 to
    // credit, $7 to cash.
    const { alice, bob, trade } = await acceptedOwnerCash(
      2000,
      { creditCents: 500, cashCents: 1500 },
      'mixed',
    );
    await inTx((tx) => setTradeDisputed(tx, trade.id, true));
    expect(await inTx((tx) => settleDisputedMoney(tx, trade.id, { toPayeeCents: 800 }))).toEqual({
      paidToPayeeCents: 800,
      refundedCents: 1200,
    });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 800, heldCents: 0 });
    expect(await balances(t, alice.id)).toEqual({ creditCents: 500, cashCents: 700, heldCents: 0 });
    expect(await holdOf(trade.id)).toMatchObject({
      status: 'captured',
      returnedCreditCents: 500,
      returnedCashCents: 700,
    });
    expect(await tradeForDispute(t.db, trade.id)).toMatchObject({
      status: 'completed',
      disputeOpen: false,
      heldCents: 0,
    });
    await expect(
      inTx((tx) => settleDisputedMoney(tx, trade.id, { toPayeeCents: 800 })),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: m.disputeSettled,
    });
    await expectSoundLedger(t);
  });

  it('refuse an amount that is not whole cents, negative, or more than held, moving nothing', async () => {
    const { alice, trade } = await acceptedCashOffer();
    await inTx((tx) => setTradeDisputed(tx, trade.id, true));
    for (const bad of [-1, 12.5, Number.NaN]) {
      await expect(
        inTx((tx) => settleDisputedMoney(tx, trade.id, { toPayeeCents: bad })),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: m.settleAmountInvalid,
      });
    }
    await expect(
      inTx((tx) => settleDisputedMoney(tx, trade.id, { toPayeeCents: 3001 })),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: m.settleAmountTooLarge,
    });
    expect(await balances(t, alice.id)).toMatchObject({ heldCents: 3000 });
    expect(await row(trade.id)).toMatchObject({ status: 'accepted', disputeOpen: true });
    await expect(
      inTx((tx) => settleDisputedMoney(tx, '00000000-0000-4000-8000-000000000000', { toPayeeCents: 0 })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('settle a trade with no money held: only the dispute closes (and an accepted trade completes), for zero', async () => {
    // Completed and paid before the dispute was opened.
    const paid = await acceptedCashOffer();
    await tradeOf(await confirm(paid.alice, paid.trade.id));
    await tradeOf(await confirm(paid.bob, paid.trade.id));
    await inTx((tx) => setTradeDisputed(tx, paid.trade.id, true));
    expect(await tradeForDispute(t.db, paid.trade.id)).toMatchObject({ heldCents: 0, disputeOpen: true });
    await expect(
      inTx((tx) => settleDisputedMoney(tx, paid.trade.id, { toPayeeCents: 1 })),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: m.settleAmountTooLarge });
    expect(await inTx((tx) => settleDisputedMoney(tx, paid.trade.id, { toPayeeCents: 0 }))).toEqual({
      paidToPayeeCents: 0,
      refundedCents: 0,
    });
    expect(await row(paid.trade.id)).toMatchObject({ status: 'completed', disputeOpen: false });
    expect(await balances(t, paid.bob.id)).toMatchObject({ cashCents: 3000 });

    // An item-for-item trade, disputed while accepted.
    const alice = await member(t);
    const bob = await member(t);
    const swap = await tradeOf(
      await alice.client.post('/api/trades', {
        kind: 'trade',
        ownerItemId: (await item(t, bob.user)).id,
        offeredItemIds: [(await item(t, alice.user)).id],
      }),
      201,
    );
    await tradeOf(await respond(bob, swap.id));
    await inTx((tx) => setTradeDisputed(tx, swap.id, true));
    expect(await inTx((tx) => settleDisputedMoney(tx, swap.id, { toPayeeCents: 0 }))).toEqual({
      paidToPayeeCents: 0,
      refundedCents: 0,
    });
    expect(await row(swap.id)).toMatchObject({ status: 'completed', disputeOpen: false });
    await expectSoundLedger(t);
  });

  it('cannot settle a trade that was never accepted (its hold is the pending offer’s)', async () => {
    const alice = await member(t);
    await fund(t, alice.id, { creditCents: 1000 });
    const bob = await member(t);
    const offer = await tradeOf(
      await alice.client.post('/api/trades', {
        kind: 'cash',
        ownerItemId: (await item(t, bob.user)).id,
        cashCents: 1000,
        paymentMethod: 'credit',
      }),
      201,
    );
    await expect(
      inTx((tx) => settleDisputedMoney(tx, offer.id, { toPayeeCents: 1000 })),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: m.notDisputable,
    });
    expect(await balances(t, alice.id)).toMatchObject({ heldCents: 1000 });
    expect(await balances(t, bob.id)).toMatchObject({ cashCents: 0 });
  });
});
