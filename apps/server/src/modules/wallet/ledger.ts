import type { LedgerAccountKind, LedgerTransactionKind } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { findPgError } from '../../platform/pg-errors.ts';
import * as queries from './queries/ledger.ts';

export { ledgerImbalance } from './queries/ledger.ts';

/**
 * The double-entry core. Accounts and their balances, and posting a balanced, idempotent transaction. The database
 * does the enforcing (migration 0007): balances follow entries, member balances stay at zero or more, every
 * transaction sums to zero, entries are append-only. This file only has to say what moves where (its SQL is
 * queries/ledger.ts).
 */

export interface MemberAccountIds {
  credit: string;
  cash: string;
  held: string;
}

const memberKinds = {
  credit: 'member_credit',
  cash: 'member_cash',
  held: 'member_held',
} as const satisfies Record<keyof MemberAccountIds, LedgerAccountKind>;

type PlatformAccountKind = Exclude<LedgerAccountKind, (typeof memberKinds)[keyof typeof memberKinds]>;

/** The member's three accounts, created on first use (concurrent first uses meet at the unique index). */
export async function memberAccounts(db: Db, userId: string): Promise<MemberAccountIds> {
  return (await membersAccounts(db, [userId])).get(userId)!;
}

/** Several members' accounts in one round trip (plus one insert when some are missing). */
export async function membersAccounts(db: Db, userIds: string[]): Promise<Map<string, MemberAccountIds>> {
  const rows = await queries.accountsOf(db, userIds);
  const missing = userIds.filter((id) => rows.filter((row) => row.ownerId === id).length < 3);
  if (missing.length > 0) {
    await queries.insertAccounts(
      db,
      missing.flatMap((ownerId) => Object.values(memberKinds).map((kind) => ({ ownerId, kind }))),
    );
    return membersAccounts(db, userIds);
  }
  const idOf = (ownerId: string, kind: LedgerAccountKind) =>
    rows.find((row) => row.ownerId === ownerId && row.kind === kind)!.id;
  return new Map(
    userIds.map((id) => [
      id,
      { credit: idOf(id, 'member_credit'), cash: idOf(id, 'member_cash'), held: idOf(id, 'member_held') },
    ]),
  );
}

/** The platform's own accounts: created by migration 0007 with these ids, so they need no lookup. */
export const platformAccounts = {
  platform_fees: '00000000-0000-4000-8000-000000000001',
  card_clearing: '00000000-0000-4000-8000-000000000002',
  payouts_in_transit: '00000000-0000-4000-8000-000000000003',
  payouts_paid: '00000000-0000-4000-8000-000000000004',
} as const satisfies Record<PlatformAccountKind, string>;

export interface Leg {
  accountId: string;
  /** Positive adds to the account, negative takes from it; zero legs are dropped. */
  amountCents: number;
}

export interface Posting {
  kind: LedgerTransactionKind;
  /** Unique per movement: a second posting with the same key changes nothing and returns the first. */
  idempotencyKey: string;
  reference?: string;
  memo?: string;
  legs: Leg[];
}

export interface Posted {
  transactionId: string;
  /** False when the key had been posted before (nothing changed now). */
  created: boolean;
}

export const insufficientFunds = (message = "You don't have enough balance for this") =>
  new AppError('CONFLICT', message);

/**
 * Writes one balanced transaction, in one statement (ledger_post): no savepoint, so inside a caller's transaction a
 * refusal ends it, as every caller wants (one that goes on after a refusal wraps the call in its own savepoint).
 * Throws `insufficientFunds()` when a member account would go below zero.
 */
export async function post(db: Db, posting: Posting, insufficientMessage?: string): Promise<Posted> {
  const legs = posting.legs.filter((leg) => leg.amountCents !== 0);
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountCents))
      throw new Error(`ledger amounts are integer cents: ${leg.amountCents}`);
  }
  if (legs.reduce((sum, leg) => sum + leg.amountCents, 0) !== 0) {
    throw new Error(`ledger transaction ${posting.idempotencyKey} does not balance`);
  }
  try {
    return await queries.postTransaction(db, { ...posting, legs });
  } catch (error) {
    if (findPgError(error, '23514')?.constraint === 'wallet_accounts_member_not_negative') {
      throw insufficientFunds(insufficientMessage);
    }
    throw error;
  }
}

/** Current balances of the member's accounts (zero for accounts not created yet). */
export async function memberBalances(
  db: Db,
  userId: string,
): Promise<{ creditCents: number; cashCents: number; heldCents: number }> {
  const rows = await queries.accountBalances(db, userId);
  const of = (kind: LedgerAccountKind) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { creditCents: of('member_credit'), cashCents: of('member_cash'), heldCents: of('member_held') };
}
