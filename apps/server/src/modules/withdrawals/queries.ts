import { and, desc, eq, isNull } from 'drizzle-orm';
import type { WithdrawalStatus } from '@swapyard/domain';
import { withdrawals } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The member's withdrawals, newest first (docs/product/wallet.md, "Withdrawals"). */
export function listForUser(db: Db, userId: string): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(100);
}

export async function insertWithdrawal(
  db: Db,
  values: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  return row!;
}

export async function findWithdrawal(
  db: Db,
  id: string,
  userId?: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(userId ? and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)) : eq(withdrawals.id, id));
  return row;
}

/**
 * The one way a status changes: only from the status the caller saw, so two actors (the member cancelling and the
 * payout job claiming) can never both win. Returns the updated row, or undefined when someone else moved first.
 */
export async function moveStatus(
  db: Db,
  where: { id: string; userId?: string; from: WithdrawalStatus },
  to: WithdrawalStatus,
  extra: { failureReason?: string } = {},
): Promise<WithdrawalRow | undefined> {
  const conditions = [eq(withdrawals.id, where.id), eq(withdrawals.status, where.from)];
  if (where.userId) conditions.push(eq(withdrawals.userId, where.userId));
  const [row] = await db
    .update(withdrawals)
    .set({ status: to, ...extra })
    .where(and(...conditions))
    .returning();
  return row;
}

/** Keeps the provider's reference of a processing payout (the first one wins if two submits ever raced). */
export async function setPayoutReference(db: Db, id: string, reference: string): Promise<string> {
  const [row] = await db
    .update(withdrawals)
    .set({ payoutReference: reference })
    .where(
      and(eq(withdrawals.id, id), eq(withdrawals.status, 'processing'), isNull(withdrawals.payoutReference)),
    )
    .returning({ reference: withdrawals.payoutReference });
  if (row?.reference) return row.reference;
  const current = await findWithdrawal(db, id);
  return current?.payoutReference ?? reference;
}
