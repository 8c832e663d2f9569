import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VerificationType } from '@swapyard/domain';
import { profiles, userVerifications } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { ListPosition } from '../../platform/pagination.ts';
import { memberCardColumnsOf } from '../profiles/index.ts';

export type VerificationRow = typeof userVerifications.$inferSelect;
export type NewVerificationRow = typeof userVerifications.$inferInsert;

const isPending = () => and(isNull(userVerifications.verifiedAt), isNull(userVerifications.rejectedAt));

export async function insertVerification(db: Db, values: NewVerificationRow): Promise<VerificationRow> {
  const [row] = await db.insert(userVerifications).values(values).returning();
  return row!;
}

/** The member's verification of this type that is pending or verified, if any (what blocks a new submission). */
export async function findOpenOrVerified(
  db: Db,
  userId: string,
  type: VerificationType,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(userVerifications)
    .where(
      and(
        eq(userVerifications.userId, userId),
        eq(userVerifications.verificationType, type),
        or(isPending(), isNotNull(userVerifications.verifiedAt)),
      ),
    )
    .orderBy(desc(userVerifications.verifiedAt))
    .limit(1);
  return row;
}

/** The member's own verifications, newest first. */
export function listForUser(db: Db, userId: string, limit: number): Promise<VerificationRow[]> {
  return db
    .select()
    .from(userVerifications)
    .where(eq(userVerifications.userId, userId))
    .orderBy(desc(userVerifications.createdAt), desc(userVerifications.id))
    .limit(limit);
}

export async function getVerification(db: Db, id: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(userVerifications).where(eq(userVerifications.id, id));
  return row;
}

/** The verification, locked for a decision: two staff members deciding at once take turns. */
export async function lockVerification(db: Db, id: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(userVerifications).where(eq(userVerifications.id, id)).for('update');
  return row;
}

/** Records the decision on a pending verification; nothing when another decision came first. */
export async function decideVerification(
  db: Db,
  id: string,
  change: Pick<VerificationRow, 'verifiedAt' | 'rejectedAt' | 'rejectionReason' | 'decidedBy'>,
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(userVerifications)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(userVerifications.id, id), isPending()))
    .returning();
  return row;
}

/** Notes that the document files are gone; once only (the job may run again after a crash). */
export async function markDocumentsRemoved(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(userVerifications)
    .set({ documentsRemovedAt: at, updatedAt: at })
    .where(and(eq(userVerifications.id, id), isNull(userVerifications.documentsRemovedAt)));
}

export async function countPending(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userVerifications).where(isPending());
  return row?.n ?? 0;
}

const member = alias(profiles, 'member');
const decider = alias(profiles, 'decider');

/** Verifications (or the one with `id`) newest first, `limit` rows after `after`, with the member and who decided. */
export function listForStaff(
  db: Db,
  filter: { pendingOnly?: boolean; id?: string },
  page: { limit: number; after?: ListPosition },
) {
  const conditions: Array<SQL | undefined> = [];
  if (filter.pendingOnly) conditions.push(isPending());
  if (filter.id) conditions.push(eq(userVerifications.id, filter.id));
  if (page.after) {
    conditions.push(
      sql`(${userVerifications.createdAt}, ${userVerifications.id}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  return db
    .select({
      verification: userVerifications,
      member: memberCardColumnsOf(member),
      decider: memberCardColumnsOf(decider),
    })
    .from(userVerifications)
    .leftJoin(member, eq(member.id, userVerifications.userId))
    .leftJoin(decider, eq(decider.id, userVerifications.decidedBy))
    .where(and(...conditions))
    .orderBy(desc(userVerifications.createdAt), desc(userVerifications.id))
    .limit(page.limit);
}
export type StaffVerificationRow = Awaited<ReturnType<typeof listForStaff>>[number];
