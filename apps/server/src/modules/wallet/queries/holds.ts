import { eq, inArray } from 'drizzle-orm';
import { ledgerTransactions, walletHolds } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';

/** Holds' SQL: money set aside, its row and its state. The rules are the wallet service's. */

export type HoldRow = typeof walletHolds.$inferSelect;

export async function insertHold(
  db: Db,
  values: { ownerId: string; creditCents: number; cashCents: number; reference?: string },
): Promise<HoldRow> {
  const [created] = await db.insert(walletHolds).values(values).returning();
  return created!;
}

export async function deleteHold(db: Db, holdId: string): Promise<void> {
  await db.delete(walletHolds).where(eq(walletHolds.id, holdId));
}

/** The reference of the ledger transaction posted under this key (`hold:<id>` for a hold). */
export async function postingReference(db: Db, idempotencyKey: string): Promise<string | null | undefined> {
  const [txRow] = await db
    .select({ reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return txRow?.reference;
}

export async function findHold(db: Db, holdId: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(walletHolds).where(eq(walletHolds.id, holdId));
  return row;
}

export async function findHolds(db: Db, holdIds: string[]): Promise<HoldRow[]> {
  if (holdIds.length === 0) return [];
  return db.select().from(walletHolds).where(inArray(walletHolds.id, holdIds));
}

/** The hold row, locked (`FOR UPDATE`) until the transaction ends. */
export async function lockHold(db: Db, holdId: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(walletHolds).where(eq(walletHolds.id, holdId)).for('update');
  return row;
}

export async function setHoldStatus(
  db: Db,
  holdId: string,
  status: 'released' | 'captured',
  returned?: { creditCents: number; cashCents: number },
): Promise<void> {
  await db
    .update(walletHolds)
    .set({
      status,
      ...(returned
        ? { returnedCreditCents: returned.creditCents, returnedCashCents: returned.cashCents }
        : {}),
    })
    .where(eq(walletHolds.id, holdId));
}

/** What a hold still holds, after part of it went back (wallet service `shrinkHold`). */
export async function setHoldAmounts(
  db: Db,
  holdId: string,
  amounts: { creditCents: number; cashCents: number },
): Promise<void> {
  await db.update(walletHolds).set(amounts).where(eq(walletHolds.id, holdId));
}
