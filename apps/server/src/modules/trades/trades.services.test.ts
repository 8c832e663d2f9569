import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_WINDOW_DAYS, TRADE_MESSAGES, type Trade } from '@swapyard/domain';
import { items, ledgerTransactions, trades, walletHolds } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeDueTrade, expireTrade, setTradeDisputed, settleDisputedMoney } from './service.ts';
import {
  acceptedBeforeHandovers,
  balances,
  expectSoundLedger,
  item,
  member,
  tradeOf,
  type Member,
} from './trade-test-kit.ts';

// Needs PostgreSQL: PGlite runs one statement at a time, so the requests below could not overlap there.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const m = TRADE_MESSAGES;
// Confirming and completing here are the rule trades accepted before handovers keep (decision 039).
const respond = async (who: Member, id: string, action: 'accept' | 'reject') => {
  const res = await who.client.post(`/api/trades/${id}/respond`, { action });
  if (!res.ok || action !== 'accept') return res;
  // The trade as it now stands, with its 14 days.
  await acceptedBeforeHandovers(t, id);
  return who.client.get(`/api/trades/${id}`);
};
const answer = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as Trade & { error?: { message: string } },
});
const statuses = async (ids: string[]) =>
  new Map(
    (
      await t.db.select({ id: trades.id, status: trades.status }).from(trades).where(inArray(trades.id, ids))
    ).map((row) => [row.id, row.status]),
  );
/** How often money was released from and captured out of a hold. */
async function holdMovements(holdId: string) {
  const rows = await t.db
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, `hold:${holdId}`));
  return {
    released: rows.filter((row) => row.kind === 'hold_release').length,
    captured: rows.filter((row) => row.kind === 'hold_capture').length,
  };
}
const holdIdOf = async (tradeId: string) =>
  (await t.db.select({ holdId: trades.holdId }).from(trades).where(eq(trades.id, tradeId)))[0]!.holdId!;
/** Alice, with `cents` of credit, offers all of it in cash for an item of Bob's. */
async function creditCashOffer(cents: number) {
  const alice = await member(t, { creditCents: cents });
  const bob = await member(t);
  const trade = await tradeOf(
    await alice.client.post('/api/trades', {
      kind: 'cash',
      ownerItemId: (await item(t, bob.user)).id,
      cashCents: cents,
      paymentMethod: 'credit',
    }),
    201,
  );
  return { alice, bob, trade };
}

describe('accepts racing over one item', () => {
  it('accept exactly one of eight cash offers on one item (its cash stays held); the others are released', async () => {
    const bob = await member(t);
    const wanted = await item(t, bob.user);
    const buyers: Member[] = [];
    const offers: Trade[] = [];
    for (let i = 0; i < 8; i++) {
      const buyer = await member(t, { cashCents: 1000 + i * 100 });
      buyers.push(buyer);
      const res = await buyer.client.post('/api/trades', {
        kind: 'cash',
        ownerItemId: wanted.id,
        cashCents: 1000 + i * 100,
        paymentMethod: 'cash',
      });
      offers.push(await tradeOf(res, 201));
    }
    // Bob accepts all eight at once (two tabs, a double click...).
    const results = await Promise.all(offers.map((offer) => respond(bob, offer.id, 'accept').then(answer)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect([m.notPending, m.itemUnavailable]).toContain(r.body.error!.message);
    }
    const winner = offers.findIndex((offer) => offer.id === won[0]!.body.id);
    const now = await statuses(offers.map((offer) => offer.id));
    offers.forEach((offer, i) => expect(now.get(offer.id)).toBe(i === winner ? 'accepted' : 'rejected'));
    // Escrow: the winner's cash stays on hold until the trade completes; Bob is not paid yet.
    expect(await balances(t, bob.id)).toMatchObject({ cashCents: 0 });
    for (const [i, buyer] of buyers.entries()) {
      expect(await balances(t, buyer.id)).toEqual({
        creditCents: 0,
        cashCents: i === winner ? 0 : 1000 + i * 100,
        heldCents: i === winner ? 1000 + i * 100 : 0,
      });
      const moved = await holdMovements(await holdIdOf(offers[i]!.id));
      expect(moved).toEqual(i === winner ? { released: 0, captured: 0 } : { released: 1, captured: 0 });
    }
    const [row] = await t.db.select().from(items).where(eq(items.id, wanted.id));
    expect(row).toMatchObject({ status: 'sold', isAvailable: false });
    await expectSoundLedger(t);
  });

  it('settles crossing trades over a shared item (one wanted, one offered) without deadlock: one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const alice = await member(t, { creditCents: 500 });
      const bob = await member(t);
      const carol = await member(t, { creditCents: 700 });
      const bobs = await item(t, bob.user);
      const shared = await item(t, alice.user);
      const carols = await item(t, carol.user);
      // Alice offers `shared` for Bob's item; Carol offers her item for `shared`.
      const first = await tradeOf(
        await alice.client.post('/api/trades', {
          kind: 'trade',
          ownerItemId: bobs.id,
          offeredItemIds: [shared.id],
          cashCents: 500,
          paymentMethod: 'credit',
        }),
        201,
      );
      const second = await tradeOf(
        await carol.client.post('/api/trades', {
          kind: 'trade',
          ownerItemId: shared.id,
          offeredItemIds: [carols.id],
          cashCents: 700,
          paymentMethod: 'credit',
        }),
        201,
      );
      const results = await Promise.all([
        respond(bob, first.id, 'accept').then(answer),
        respond(alice, second.id, 'accept').then(answer),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const now = await statuses([first.id, second.id]);
      expect([...now.values()].sort()).toEqual(['accepted', 'rejected']);
      const carolWon = now.get(second.id) === 'accepted';
      // The winner's cash stays on hold (escrow), the loser's is released.
      expect(await balances(t, carol.id)).toMatchObject({
        creditCents: carolWon ? 0 : 700,
        heldCents: carolWon ? 700 : 0,
      });
      expect(await balances(t, alice.id)).toMatchObject({
        creditCents: carolWon ? 500 : 0,
        cashCents: 0,
        heldCents: carolWon ? 0 : 500,
      });
    }
    await expectSoundLedger(t);
  });
});

describe('offers racing for one offered item', () => {
  it('leave exactly one pending offer holding it; the rest are refused and hold nothing', async () => {
    const alice = await member(t, { creditCents: 10_000 });
    const mine = await item(t, alice.user);
    const wanted = await Promise.all(Array.from({ length: 8 }, async () => item(t, (await member(t)).user)));
    const results = await Promise.all(
      wanted.map((target) =>
        alice.client
          .post('/api/trades', {
            kind: 'trade',
            ownerItemId: target.id,
            offeredItemIds: [mine.id],
            cashCents: 1000,
            paymentMethod: 'credit',
          })
          .then(answer),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r).toMatchObject({ status: 409, body: { error: { message: m.itemReserved } } });
    }
    expect(await (await alice.client.get('/api/trades/reserved-items')).json()).toEqual({
      itemIds: [mine.id],
    });
    expect(await balances(t, alice.id)).toEqual({ creditCents: 9000, cashCents: 0, heldCents: 1000 });
    const holds = await t.db.select().from(walletHolds).where(eq(walletHolds.ownerId, alice.id));
    expect(holds).toHaveLength(1);
    await expectSoundLedger(t);
  });
});

describe('transitions racing on one trade', () => {
  it('decline, cancel and expiry at once: one wins and the hold is released exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const { alice, bob, trade } = await creditCashOffer(1500);
      await t.db.execute(
        sql`update trades set expires_at = now() - interval '1 second' where id = ${trade.id}`,
      );
      const results = await Promise.all([
        respond(bob, trade.id, 'reject').then((res) => res.status),
        alice.client.post(`/api/trades/${trade.id}/cancel`).then((res) => res.status),
        expireTrade({ db: t.db }, trade.id).then(() => 0),
      ]);
      const status = (await statuses([trade.id])).get(trade.id);
      expect(['rejected', 'cancelled', 'expired']).toContain(status);
      // Exactly one of the HTTP answers succeeded, unless the job got there first.
      expect(results.filter((code) => code === 200)).toHaveLength(status === 'expired' ? 0 : 1);
      expect(await holdMovements(await holdIdOf(trade.id))).toEqual({ released: 1, captured: 0 });
      expect(await balances(t, alice.id)).toEqual({ creditCents: 1500, cashCents: 0, heldCents: 0 });
    }
    await expectSoundLedger(t);
  });

  it('accept and cancel at once: the money either stays held for the trade or is released, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const { alice, bob, trade } = await creditCashOffer(1200);
      const results = await Promise.all([
        respond(bob, trade.id, 'accept').then((res) => res.status),
        alice.client.post(`/api/trades/${trade.id}/cancel`).then((res) => res.status),
      ]);
      expect(results.sort()).toEqual([200, 409]);
      const accepted = (await statuses([trade.id])).get(trade.id) === 'accepted';
      expect(await holdMovements(await holdIdOf(trade.id))).toEqual(
        accepted ? { released: 0, captured: 0 } : { released: 1, captured: 0 },
      );
      expect(await balances(t, alice.id)).toMatchObject({ heldCents: accepted ? 1200 : 0 });
      expect(await balances(t, bob.id)).toMatchObject({ cashCents: 0 });
    }
    await expectSoundLedger(t);
  });

  it('the second confirmation and the completion job at once: the cash is paid exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const { alice, bob, trade } = await creditCashOffer(900);
      await respond(bob, trade.id, 'accept');
      await alice.client.post(`/api/trades/${trade.id}/confirm`);
      const due = new Date(Date.now() + (DISPUTE_WINDOW_DAYS + 1) * 86_400_000);
      const results = await Promise.all([
        bob.client.post(`/api/trades/${trade.id}/confirm`).then((res) => res.status),
        completeDueTrade({ db: t.db }, trade.id, due).then(() => 0),
      ]);
      expect((await statuses([trade.id])).get(trade.id)).toBe('completed');
      // The confirmation succeeds unless the job completed the trade first.
      expect([200, 409]).toContain(results[0]);
      expect(await holdMovements(await holdIdOf(trade.id))).toEqual({ released: 0, captured: 1 });
      expect(await balances(t, bob.id)).toMatchObject({ cashCents: 900 });
      expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    }
    await expectSoundLedger(t);
  });
});

describe('dispute settlements racing', () => {
  it('two settlements of one dispute at once: exactly one moves the money, the other is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const { alice, bob, trade } = await creditCashOffer(1000);
      await respond(bob, trade.id, 'accept');
      await t.db.transaction((tx) => setTradeDisputed(tx, trade.id, true));
      const settle = (toPayeeCents: number) =>
        t.db.transaction((tx) => settleDisputedMoney(tx, trade.id, { toPayeeCents }));
      // Two staff members decide differently at the same moment.
      const results = await Promise.allSettled([settle(400), settle(1000)]);
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = results.find((r) => r.status === 'rejected');
      expect(lost?.reason).toMatchObject({ code: 'CONFLICT', message: m.disputeSettled });
      const paid = (won[0] as PromiseFulfilledResult<{ paidToPayeeCents: number }>).value.paidToPayeeCents;
      expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: paid, heldCents: 0 });
      expect(await balances(t, alice.id)).toEqual({ creditCents: 1000 - paid, cashCents: 0, heldCents: 0 });
      expect(await holdMovements(await holdIdOf(trade.id))).toEqual({ released: 0, captured: 1 });
      expect((await statuses([trade.id])).get(trade.id)).toBe('completed');
    }
    await expectSoundLedger(t);
  });
});
