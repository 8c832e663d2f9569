import { and, eq } from 'drizzle-orm';
import { paymentSessions } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from URLs: anything that is not a uuid cannot be a session (and must not reach a uuid column). */
export const isUuid = (value: string) => UUID.test(value);

export async function insertSession(
  db: Db,
  values: typeof paymentSessions.$inferInsert,
): Promise<PaymentSessionRow> {
  const [row] = await db.insert(paymentSessions).values(values).returning();
  return row!;
}

/** Locks the row for the rest of the caller's transaction: completing a payment happens one caller at a time. */
export async function lockSessionById(db: Db, id: string): Promise<PaymentSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id)).for('update');
  return row;
}

export async function lockSessionByProviderId(
  db: Db,
  provider: string,
  providerSessionId: string,
): Promise<PaymentSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(
      and(eq(paymentSessions.provider, provider), eq(paymentSessions.providerSessionId, providerSessionId)),
    )
    .for('update');
  return row;
}

export async function findSession(db: Db, id: string): Promise<PaymentSessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return row;
}

export async function updateSession(
  db: Db,
  id: string,
  values: Partial<
    Pick<PaymentSessionRow, 'status' | 'failureReason' | 'ledgerTransactionId' | 'purposeResult'>
  >,
): Promise<PaymentSessionRow> {
  const [row] = await db.update(paymentSessions).set(values).where(eq(paymentSessions.id, id)).returning();
  return row!;
}
