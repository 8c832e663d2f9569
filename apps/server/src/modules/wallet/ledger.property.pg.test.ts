import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { queryRows } from '../../test/query-rows.ts';
import { ledgerImbalance, memberBalances } from './ledger.ts';
import * as wallet from './service.ts';

/**
 * Property: whatever sequence of top-ups, holds, releases, captures, splits, transfers, withdrawals, cancels and payout
 * results happens, after every step the entries sum to zero, no balance is negative, every balance equals its
 * entries, and each member's wallets hold exactly what a plain in-memory model says they should. Operations the
 * model says cannot be covered must be refused and change nothing.
 */

const MEMBERS = 3;
const cents = fc.integer({ min: 1, max: 20_000 });
const member = fc.nat({ max: MEMBERS - 1 });
const pick = fc.nat({ max: 1000 });
/**
 * An amount drawn against a balance when the step runs: a share of it, sometimes more than all of it (which must
 * be refused). Absolute random amounts would almost never fit the wallets, so money would rarely flow.
 */
const share = fc.record({
  percent: fc.integer({ min: 0, max: 100 }),
  over: fc.oneof(
    { arbitrary: fc.constant(0), weight: 4 },
    { arbitrary: fc.integer({ min: 1, max: 500 }), weight: 1 },
  ),
});
type Share = { percent: number; over: number };
const amountOf = (balance: number, s: Share) => Math.floor((balance * s.percent) / 100) + s.over;

const operation = fc.oneof(
  fc.record({ op: fc.constant('topUp' as const), who: member, amount: cents }),
  fc.record({ op: fc.constant('hold' as const), who: member, credit: share, cash: share }),
  fc.record({ op: fc.constant('release' as const), which: pick }),
  fc.record({ op: fc.constant('capture' as const), which: pick, to: member, fee: fc.nat({ max: 300 }) }),
  fc.record({
    op: fc.constant('split' as const),
    which: pick,
    to: member,
    percent: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({
    op: fc.constant('transfer' as const),
    from: member,
    to: member,
    credit: share,
    cash: share,
    fee: fc.nat({ max: 300 }),
  }),
  fc.record({ op: fc.constant('withdraw' as const), who: member, amount: share, fee: fc.nat({ max: 300 }) }),
  fc.record({ op: fc.constant('cancel' as const), which: pick }),
  fc.record({ op: fc.constant('payout' as const), which: pick, succeeds: fc.boolean() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface Wallets {
  creditCents: number;
  cashCents: number;
  heldCents: number;
}

let t: TestApp;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  ids = [];
  for (let i = 0; i < MEMBERS; i++) ids.push((await createUser(t)).id);
});
afterAll(async () => {
  await t.close();
});

async function invariantsHold(): Promise<void> {
  expect(await ledgerImbalance(t.db)).toBe(0);
  const wrong = await queryRows<{ id: string }>(
    t.db,
    sql`
    select a.id, a.balance_cents as balance, coalesce(sum(e.amount_cents), 0) as entries
    from wallet_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance_cents, a.kind
    having a.balance_cents <> coalesce(sum(e.amount_cents), 0)
       or (a.kind in ('member_credit', 'member_cash', 'member_held') and a.balance_cents < 0)`,
  );
  expect(wrong).toEqual([]);
}

async function apply(
  step: Operation,
  model: Wallets[],
  holds: Array<{ id: string; owner: number; credit: number; cash: number; open: boolean }>,
  withdrawals: Array<{ id: string; owner: number; amount: number; fee: number; open: boolean }>,
): Promise<void> {
  const refused = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ code: 'CONFLICT' });
  switch (step.op) {
    case 'topUp':
      await wallet.creditTopUp(t.db, {
        userId: ids[step.who]!,
        amountCents: step.amount,
        idempotencyKey: randomUUID(),
      });
      model[step.who]!.creditCents += step.amount;
      return;
    case 'hold': {
      const m = model[step.who]!;
      const credit = amountOf(m.creditCents, step.credit);
      const cash = amountOf(m.cashCents, step.cash);
      if (credit + cash === 0) return;
      const input = {
        userId: ids[step.who]!,
        creditCents: credit,
        cashCents: cash,
        idempotencyKey: randomUUID(),
      };
      if (credit > m.creditCents || cash > m.cashCents) return refused(wallet.hold(t.db, input));
      const created = await wallet.hold(t.db, input);
      holds.push({ id: created.id, owner: step.who, credit, cash, open: true });
      m.creditCents -= credit;
      m.cashCents -= cash;
      m.heldCents += credit + cash;
      return;
    }
    case 'release':
    case 'capture': {
      const open = holds.filter((h) => h.open);
      if (open.length === 0) return;
      const h = open[step.which % open.length]!;
      const owner = model[h.owner]!;
      const total = h.credit + h.cash;
      if (step.op === 'release') {
        await wallet.releaseHold(t.db, h.id);
        owner.creditCents += h.credit;
        owner.cashCents += h.cash;
      } else {
        const fee = Math.min(step.fee, total);
        await wallet.captureHold(t.db, { holdId: h.id, toUserId: ids[step.to]!, feeCents: fee });
        model[step.to]!.cashCents += total - fee;
      }
      owner.heldCents -= total;
      h.open = false;
      return;
    }
    case 'split': {
      const open = holds.filter((h) => h.open && h.owner !== step.to);
      if (open.length === 0) return;
      const h = open[step.which % open.length]!;
      const owner = model[h.owner]!;
      const total = h.credit + h.cash;
      const toPayee = Math.floor((total * step.percent) / 100);
      await wallet.splitHold(t.db, { holdId: h.id, toUserId: ids[step.to]!, toPayeeCents: toPayee });
      // The rest goes back to credit first (up to what credit put on hold), then to cash.
      const backToCredit = Math.min(h.credit, total - toPayee);
      owner.creditCents += backToCredit;
      owner.cashCents += total - toPayee - backToCredit;
      owner.heldCents -= total;
      model[step.to]!.cashCents += toPayee;
      h.open = false;
      // Settled once: a second split is refused and moves nothing.
      await refused(wallet.splitHold(t.db, { holdId: h.id, toUserId: ids[step.to]!, toPayeeCents: 0 }));
      return;
    }
    case 'transfer': {
      const m = model[step.from]!;
      const credit = amountOf(m.creditCents, step.credit);
      const cash = amountOf(m.cashCents, step.cash);
      const total = credit + cash;
      if (step.from === step.to || total === 0 || step.fee > total) return;
      const input = {
        fromUserId: ids[step.from]!,
        toUserId: ids[step.to]!,
        creditCents: credit,
        cashCents: cash,
        feeCents: step.fee,
        idempotencyKey: randomUUID(),
      };
      if (credit > m.creditCents || cash > m.cashCents) return refused(wallet.transfer(t.db, input));
      await wallet.transfer(t.db, input);
      m.creditCents -= credit;
      m.cashCents -= cash;
      model[step.to]!.cashCents += total - step.fee;
      return;
    }
    case 'withdraw': {
      const m = model[step.who]!;
      const amount = amountOf(m.cashCents, step.amount);
      if (step.fee >= amount) return;
      const w = {
        withdrawalId: randomUUID(),
        userId: ids[step.who]!,
        amountCents: amount,
        feeCents: step.fee,
      };
      if (amount > m.cashCents) return refused(wallet.debitWithdrawal(t.db, w));
      await wallet.debitWithdrawal(t.db, w);
      withdrawals.push({ id: w.withdrawalId, owner: step.who, amount, fee: step.fee, open: true });
      m.cashCents -= amount;
      return;
    }
    case 'cancel':
    case 'payout': {
      const open = withdrawals.filter((w) => w.open);
      if (open.length === 0) return;
      const w = open[step.which % open.length]!;
      const money = { withdrawalId: w.id, userId: ids[w.owner]!, amountCents: w.amount, feeCents: w.fee };
      if (step.op === 'payout' && step.succeeds) {
        await wallet.settleWithdrawal(t.db, money);
      } else {
        await wallet.refundWithdrawal(
          t.db,
          money,
          step.op === 'cancel' ? 'withdrawal_cancelled' : 'withdrawal_failed',
        );
        model[w.owner]!.cashCents += w.amount;
      }
      w.open = false;
      return;
    }
  }
}

describe('the ledger under random sequences of money movements', () => {
  it('stays balanced, never negative, and agrees with a simple model after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), async (steps) => {
        const model = await Promise.all(ids.map((id) => memberBalances(t.db, id)));
        const holds: Parameters<typeof apply>[2] = [];
        const withdrawals: Parameters<typeof apply>[3] = [];
        for (const step of steps) {
          await apply(step, model, holds, withdrawals);
          await invariantsHold();
          expect(await Promise.all(ids.map((id) => memberBalances(t.db, id)))).toEqual(model);
        }
      }),
      { numRuns: 100 },
    );
  }, 180_000);
});
