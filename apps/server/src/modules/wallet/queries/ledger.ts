import { eq, inArray, sql } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerTransactionKind } from '@swapyard/domain';
import { ledgerEntries, ledgerTransactions, walletAccounts } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';

/** The ledger's SQL: accounts, transactions and their entries. What moves where is ledger.ts. */

/** The accounts of these members (of every kind). */
export function accountsOf(db: Db, ownerIds: string[]) {
  return db
    .select({ id: walletAccounts.id, ownerId: walletAccounts.ownerId, kind: walletAccounts.kind })
    .from(walletAccounts)
    .where(inArray(walletAccounts.ownerId, ownerIds));
}

/** Creates the accounts that do not exist yet: concurrent first uses meet at the unique index and skip. */
export async function insertAccounts(
  db: Db,
  accounts: { ownerId: string; kind: LedgerAccountKind }[],
): Promise<void> {
  await db.insert(walletAccounts).values(accounts).onConflictDoNothing();
}

/** The transaction row of a posting, unless its idempotency key is taken: then undefined, and nothing written. */
export async function insertTransaction(
  db: Db,
  values: { kind: LedgerTransactionKind; idempotencyKey: string; reference?: string; memo?: string },
): Promise<{ id: string } | undefined> {
  const [inserted] = await db
    .insert(ledgerTransactions)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  return inserted;
}

/** The transaction posted under this key. */
export async function transactionByKey(db: Db, idempotencyKey: string): Promise<{ id: string } | undefined> {
  const [existing] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return existing;
}

/** Locks the accounts (`FOR UPDATE`) in id order until the transaction ends. */
export async function lockAccounts(db: Db, accountIds: string[]): Promise<void> {
  await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(inArray(walletAccounts.id, accountIds))
    .orderBy(walletAccounts.id)
    .for('update');
}

export async function insertEntries(
  db: Db,
  entries: { transactionId: string; accountId: string; amountCents: number }[],
): Promise<void> {
  await db.insert(ledgerEntries).values(entries);
}

/** The balances of the member's accounts that exist. */
export function accountBalances(db: Db, ownerId: string) {
  return db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balanceCents })
    .from(walletAccounts)
    .where(eq(walletAccounts.ownerId, ownerId));
}

/** Sum of every entry (always 0 when the ledger is sound): for tests and health checks. */
export async function ledgerImbalance(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries);
  return Number(row!.total);
}
