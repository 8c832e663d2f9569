import { eq, inArray, sql } from 'drizzle-orm';
import { walletHolds } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import { rowFromJson } from '../../../platform/json-rows.ts';

/** Holds' SQL: money set aside, its row and its state. The rules are the wallet service's. */

export type HoldRow = typeof walletHolds.$inferSelect;

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

/**
 * Money set aside in one statement (`wallet_hold`, migration 0043): the hold row, its posting under the key and the
 * entries. The same key again returns the first hold.
 */
export async function holdFunds(
  db: Db,
  input: {
    ownerId: string;
    creditCents: number;
    cashCents: number;
    idempotencyKey: string;
    reference?: string;
  },
): Promise<HoldRow> {
  const result = (await db.execute(
    sql`select wallet_hold(${input.ownerId}::uuid, ${input.creditCents}::bigint, ${input.cashCents}::bigint, ${input.idempotencyKey}, ${input.reference ?? null}) as hold`,
  )) as unknown as { rows: [{ hold: Record<string, unknown> }] };
  return rowFromJson(walletHolds, result.rows[0].hold);
}

/** Held money back to its wallets in one statement (`wallet_release_hold`); a captured hold fails (SYWAL). */
export async function releaseFunds(db: Db, holdId: string): Promise<HoldRow> {
  const result = (await db.execute(sql`select wallet_release_hold(${holdId}::uuid) as hold`)) as unknown as {
    rows: [{ hold: Record<string, unknown> }];
  };
  return rowFromJson(walletHolds, result.rows[0].hold);
}
