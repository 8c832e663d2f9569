import { INSUFFICIENT_FUNDS_MESSAGE } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { findPgError } from '../../platform/pg-errors.ts';
import {
  insufficientFunds,
  memberAccounts,
  membersAccounts,
  platformAccounts,
  post,
  type Posted,
} from './ledger.ts';
import * as holds from './queries/holds.ts';

/**
 * The wallet API other modules move money with (payments, withdrawals, trades, auctions). Each function runs inside
 * the caller's transaction, so the money moves together with the business change that causes it, and each is
 * idempotent: the same key (or the same hold) never moves money twice. Amounts are positive integer cents.
 */

export { memberBalances } from './ledger.ts';
export { walletActivity, walletSummary } from './activity.ts';

function assertCents(...amounts: number[]): void {
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new Error(`amounts are non-negative integer cents: ${amount}`);
  }
}

/** A card payment arrived: the card network owes us, the member's credit wallet grows. */
export async function creditTopUp(
  db: Db,
  input: { userId: string; amountCents: number; idempotencyKey: string; reference?: string },
): Promise<Posted> {
  assertCents(input.amountCents);
  const member = await memberAccounts(db, input.userId);
  const clearing = platformAccounts.card_clearing;
  return post(db, {
    kind: 'card_top_up',
    idempotencyKey: input.idempotencyKey,
    reference: input.reference,
    legs: [
      { accountId: clearing, amountCents: -input.amountCents },
      { accountId: member.credit, amountCents: input.amountCents },
    ],
  });
}

export interface Hold {
  id: string;
  ownerId: string;
  creditCents: number;
  cashCents: number;
  status: 'held' | 'released' | 'captured';
  /** Of a captured hold that was split (splitHold): what went back to the payer's credit and cash wallets. */
  returnedCreditCents: number;
  returnedCashCents: number;
  reference: string | null;
}

/**
 * Sets money aside (a pending offer, a bid): out of the credit and cash wallets into the member's held account.
 * Fails with CONFLICT when a wallet cannot cover its part. `idempotencyKey` again returns the same hold.
 */
export async function hold(
  db: Db,
  input: {
    userId: string;
    creditCents: number;
    cashCents: number;
    idempotencyKey: string;
    reference?: string;
    insufficientMessage?: string;
  },
): Promise<Hold> {
  assertCents(input.creditCents, input.cashCents);
  if (input.creditCents + input.cashCents === 0) throw new Error('a hold needs an amount');
  try {
    // One statement (wallet_hold), no savepoint: a refusal ends the caller's transaction, as every caller wants (one
    // that goes on after a refusal wraps its call in its own savepoint, as payments' purposes do).
    return toHold(await holds.holdFunds(db, { ownerId: input.userId, ...input }));
  } catch (error) {
    if (findPgError(error, '23514')?.constraint === 'wallet_accounts_member_not_negative') {
      throw insufficientFunds(input.insufficientMessage ?? INSUFFICIENT_FUNDS_MESSAGE);
    }
    throw error;
  }
}

function toHold(row: holds.HoldRow): Hold {
  return {
    id: row.id,
    ownerId: row.ownerId,
    creditCents: Number(row.creditCents),
    cashCents: Number(row.cashCents),
    status: row.status,
    returnedCreditCents: Number(row.returnedCreditCents),
    returnedCashCents: Number(row.returnedCashCents),
    reference: row.reference,
  };
}

/** A hold as it stands (not locked: lock the row that owns it first, e.g. the trade). */
export async function getHold(db: Db, holdId: string): Promise<Hold | undefined> {
  const row = await holds.findHold(db, holdId);
  return row ? toHold(row) : undefined;
}

/** Several holds as they stand, by id (not locked). */
export async function getHolds(db: Db, holdIds: string[]): Promise<Map<string, Hold>> {
  const rows = await holds.findHolds(db, holdIds);
  return new Map(rows.map((row) => [row.id, toHold(row)]));
}

/** Locks the hold row for the rest of the caller's transaction, so a release and a capture cannot both happen. */
async function lockHold(db: Db, holdId: string): Promise<Hold> {
  const row = await holds.lockHold(db, holdId);
  if (!row) throw new AppError('NOT_FOUND', 'Hold not found');
  return toHold(row);
}

/** Returns held money to the wallets it came from. Releasing a released hold does nothing; a captured one fails. */
export async function releaseHold(db: Db, holdId: string): Promise<Hold> {
  try {
    // One statement (wallet_release_hold), no savepoint, as `hold`.
    return toHold(await holds.releaseFunds(db, holdId));
  } catch (error) {
    const refused = findPgError(error, 'SYWAL');
    if (refused?.message === 'hold_captured')
      throw new AppError('CONFLICT', 'This money has already been paid');
    if (refused?.message === 'hold_not_found') throw new AppError('NOT_FOUND', 'Hold not found');
    throw error;
  }
}

/**
 * Gives back the part of a hold above `toCents`, keeping the rest held under the same hold (a maximum bid won at a
 * lower price: docs/product/live.md, "Maximum bids"). The part kept is credit first, as a hold of `toCents` would
 * have been taken, so the cash goes back first. Shrinking to what is held does nothing; only a held hold shrinks.
 */
export async function shrinkHold(db: Db, input: { holdId: string; toCents: number }): Promise<Hold> {
  assertCents(input.toCents);
  return db.transaction(async (tx) => {
    const current = await lockHold(tx, input.holdId);
    if (current.status !== 'held') throw new AppError('CONFLICT', 'This money has already been settled');
    const total = current.creditCents + current.cashCents;
    if (input.toCents === 0 || input.toCents > total) throw new Error('a hold shrinks to a smaller amount');
    if (input.toCents === total) return current;
    const keptCredit = Math.min(current.creditCents, input.toCents);
    const kept = { creditCents: keptCredit, cashCents: input.toCents - keptCredit };
    const member = await memberAccounts(tx, current.ownerId);
    await post(tx, {
      kind: 'hold_release',
      idempotencyKey: `hold_shrink:${input.holdId}:${input.toCents}`,
      reference: `hold:${input.holdId}`,
      memo: current.reference ?? undefined,
      legs: [
        { accountId: member.held, amountCents: -(total - input.toCents) },
        { accountId: member.credit, amountCents: current.creditCents - kept.creditCents },
        { accountId: member.cash, amountCents: current.cashCents - kept.cashCents },
      ],
    });
    await holds.setHoldAmounts(tx, input.holdId, kept);
    return { ...current, ...kept };
  });
}

/**
 * Pays held money to another member's cash wallet, less an optional platform fee. Capturing a captured hold does
 * nothing; a released one fails.
 */
export async function captureHold(
  db: Db,
  input: { holdId: string; toUserId: string; feeCents?: number },
): Promise<Hold> {
  const fee = input.feeCents ?? 0;
  assertCents(fee);
  return db.transaction(async (tx) => {
    const current = await lockHold(tx, input.holdId);
    if (current.status === 'captured') return current;
    if (current.status === 'released') throw new AppError('CONFLICT', 'This hold has already been released');
    const total = current.creditCents + current.cashCents;
    if (fee > total) throw new Error('the fee cannot exceed the held amount');
    const parties = await membersAccounts(tx, [current.ownerId, input.toUserId]);
    const payer = parties.get(current.ownerId)!;
    const payee = parties.get(input.toUserId)!;
    const fees = platformAccounts.platform_fees;
    await post(tx, {
      kind: 'hold_capture',
      idempotencyKey: `hold_capture:${input.holdId}`,
      reference: `hold:${input.holdId}`,
      memo: current.reference ?? undefined,
      legs: [
        { accountId: payer.held, amountCents: -total },
        { accountId: payee.cash, amountCents: total - fee },
        { accountId: fees, amountCents: fee },
      ],
    });
    await holds.setHoldStatus(tx, input.holdId, 'captured');
    return { ...current, status: 'captured' as const };
  });
}

/**
 * How a split hold's money goes back to its payer (docs/product/wallet.md "Balances"): the part not paid returns to
 * the wallets it came from, to the credit wallet first (up to what credit put on hold), then to the cash wallet; so
 * the part paid comes out of the cash first. No wallet gets back more than it put on hold.
 */
export function splitOf(
  held: { creditCents: number; cashCents: number },
  toPayeeCents: number,
): { returnedCreditCents: number; returnedCashCents: number } {
  const returned = held.creditCents + held.cashCents - toPayeeCents;
  const returnedCreditCents = Math.min(held.creditCents, returned);
  return { returnedCreditCents, returnedCashCents: returned - returnedCreditCents };
}

/**
 * Settles held money in two parts (staff deciding a trade dispute): `toPayeeCents` to another member's cash wallet,
 * the rest back to the payer's wallets as `splitOf` says, in one balanced ledger transaction. Paying all of it is a
 * capture and paying nothing a release, posted and recorded exactly as captureHold and releaseHold do; in between,
 * the hold is captured with the returned parts recorded on it. Only a hold still held can be split: the row is
 * locked, and a hold already captured or released fails with CONFLICT (`settledMessage`), so it is split once.
 */
export async function splitHold(
  db: Db,
  input: { holdId: string; toUserId: string; toPayeeCents: number; settledMessage?: string },
): Promise<Hold & { paidCents: number }> {
  assertCents(input.toPayeeCents);
  return db.transaction(async (tx) => {
    const current = await lockHold(tx, input.holdId);
    if (current.status !== 'held') {
      throw new AppError('CONFLICT', input.settledMessage ?? 'This money has already been settled');
    }
    const total = current.creditCents + current.cashCents;
    if (input.toPayeeCents > total) throw new Error('a split cannot pay more than the held amount');
    if (input.toUserId === current.ownerId) throw new AppError('BAD_REQUEST', 'You cannot pay yourself');
    const parties = await membersAccounts(tx, [current.ownerId, input.toUserId]);
    const payer = parties.get(current.ownerId)!;
    const payee = parties.get(input.toUserId)!;
    const returned = splitOf(current, input.toPayeeCents);
    const kind = input.toPayeeCents === 0 ? 'hold_release' : 'hold_capture';
    const key =
      input.toPayeeCents === 0
        ? 'hold_release'
        : input.toPayeeCents === total
          ? 'hold_capture'
          : 'hold_split';
    await post(tx, {
      kind,
      idempotencyKey: `${key}:${input.holdId}`,
      reference: `hold:${input.holdId}`,
      memo: current.reference ?? undefined,
      legs: [
        { accountId: payer.held, amountCents: -total },
        { accountId: payee.cash, amountCents: input.toPayeeCents },
        { accountId: payer.credit, amountCents: returned.returnedCreditCents },
        { accountId: payer.cash, amountCents: returned.returnedCashCents },
      ],
    });
    const status = input.toPayeeCents === 0 ? ('released' as const) : ('captured' as const);
    const recorded = status === 'captured' ? returned : { returnedCreditCents: 0, returnedCashCents: 0 };
    await holds.setHoldStatus(tx, input.holdId, status, {
      creditCents: recorded.returnedCreditCents,
      cashCents: recorded.returnedCashCents,
    });
    return { ...current, ...recorded, status, paidCents: input.toPayeeCents };
  });
}

/**
 * Pays another member straight from the payer's credit and cash wallets into the payee's cash wallet (less an
 * optional fee), e.g. the cash part of an accepted trade. CONFLICT when the payer cannot cover it.
 */
export async function transfer(
  db: Db,
  input: {
    fromUserId: string;
    toUserId: string;
    creditCents: number;
    cashCents: number;
    feeCents?: number;
    idempotencyKey: string;
    reference?: string;
    insufficientMessage?: string;
  },
): Promise<Posted> {
  const fee = input.feeCents ?? 0;
  assertCents(input.creditCents, input.cashCents, fee);
  const total = input.creditCents + input.cashCents;
  if (total === 0 || fee > total) throw new Error('a transfer needs an amount larger than its fee');
  if (input.fromUserId === input.toUserId) throw new AppError('BAD_REQUEST', 'You cannot pay yourself');
  // Account ids never change, so they are read before post() opens the transaction (one round trip fewer).
  const parties = await membersAccounts(db, [input.fromUserId, input.toUserId]);
  const payer = parties.get(input.fromUserId)!;
  const payee = parties.get(input.toUserId)!;
  return post(
    db,
    {
      kind: 'transfer',
      idempotencyKey: input.idempotencyKey,
      reference: input.reference,
      legs: [
        { accountId: payer.credit, amountCents: -input.creditCents },
        { accountId: payer.cash, amountCents: -input.cashCents },
        { accountId: payee.cash, amountCents: total - fee },
        { accountId: platformAccounts.platform_fees, amountCents: fee },
      ],
    },
    input.insufficientMessage ?? INSUFFICIENT_FUNDS_MESSAGE,
  );
}

export interface WithdrawalMoney {
  withdrawalId: string;
  userId: string;
  amountCents: number;
  feeCents: number;
}

/** A withdrawal request: the amount leaves the cash wallet; the net is in transit to the member, the fee is ours. */
export async function debitWithdrawal(
  db: Db,
  w: WithdrawalMoney,
  insufficientMessage?: string,
): Promise<Posted> {
  assertCents(w.amountCents, w.feeCents);
  const member = await memberAccounts(db, w.userId);
  const inTransit = platformAccounts.payouts_in_transit;
  const fees = platformAccounts.platform_fees;
  return post(
    db,
    {
      kind: 'withdrawal',
      idempotencyKey: `withdrawal:${w.withdrawalId}`,
      reference: `withdrawal:${w.withdrawalId}`,
      legs: [
        { accountId: member.cash, amountCents: -w.amountCents },
        { accountId: inTransit, amountCents: w.amountCents - w.feeCents },
        { accountId: fees, amountCents: w.feeCents },
      ],
    },
    insufficientMessage,
  );
}

/** A cancelled or failed withdrawal: the whole amount, fee included, goes back to the cash wallet. */
export async function refundWithdrawal(
  db: Db,
  w: WithdrawalMoney,
  kind: 'withdrawal_cancelled' | 'withdrawal_failed',
): Promise<Posted> {
  const member = await memberAccounts(db, w.userId);
  const inTransit = platformAccounts.payouts_in_transit;
  const fees = platformAccounts.platform_fees;
  return post(db, {
    kind,
    idempotencyKey: `${kind}:${w.withdrawalId}`,
    reference: `withdrawal:${w.withdrawalId}`,
    legs: [
      { accountId: inTransit, amountCents: -(w.amountCents - w.feeCents) },
      { accountId: fees, amountCents: -w.feeCents },
      { accountId: member.cash, amountCents: w.amountCents },
    ],
  });
}

/** The payout provider paid the member: the net leaves transit. */
export async function settleWithdrawal(db: Db, w: WithdrawalMoney): Promise<Posted> {
  const inTransit = platformAccounts.payouts_in_transit;
  const paid = platformAccounts.payouts_paid;
  const net = w.amountCents - w.feeCents;
  return post(db, {
    kind: 'withdrawal_paid',
    idempotencyKey: `withdrawal_paid:${w.withdrawalId}`,
    reference: `withdrawal:${w.withdrawalId}`,
    legs: [
      { accountId: inTransit, amountCents: -net },
      { accountId: paid, amountCents: net },
    ],
  });
}
