import { eq, inArray, sql } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerTransactionKind } from '@swapyard/domain';
import { ledgerEntries, walletAccounts } from '../../../db/schema/index.ts';
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

/**
 * Posts a balanced transaction in one statement (ledger_post, migration 0047): its row under the key, the accounts
 * locked in id order, the entries. A key posted before answers its first transaction and writes nothing.
 */
export async function postTransaction(
  db: Db,
  posting: {
    kind: LedgerTransactionKind;
    idempotencyKey: string;
    reference?: string;
    memo?: string;
    legs: { accountId: string; amountCents: number }[];
  },
): Promise<{ transactionId: string; created: boolean }> {
  const legs = JSON.stringify(posting.legs.map(({ accountId, amountCents }) => ({ accountId, amountCents })));
  const result = (await db.execute(
    sql`select ledger_post(${posting.kind}, ${posting.idempotencyKey}, ${posting.reference ?? null}, ${posting.memo ?? null}, ${legs}::jsonb) as posted`,
  )) as unknown as { rows: [{ posted: { transactionId: string; created: boolean } }] };
  return result.rows[0].posted;
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
