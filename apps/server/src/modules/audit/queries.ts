import { desc, eq, and, type SQL } from 'drizzle-orm';
import type { AuditSubjectType } from '@swapyard/domain';
import { auditLog, profiles } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertEntry(db: Db, values: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(values);
}

/** The entries of one case, or about one member, newest first, with the staff member's name when they still exist. */
export function listEntries(
  db: Db,
  filter: { subject?: { type: AuditSubjectType; id: string }; userId?: string },
  limit: number,
) {
  const where: SQL[] = [];
  if (filter.subject) {
    where.push(eq(auditLog.subjectType, filter.subject.type), eq(auditLog.subjectId, filter.subject.id));
  }
  if (filter.userId) where.push(eq(auditLog.subjectUserId, filter.userId));
  return db
    .select({
      entry: auditLog,
      actor: { id: profiles.id, username: profiles.username, fullName: profiles.fullName },
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
