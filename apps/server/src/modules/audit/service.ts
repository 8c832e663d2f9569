import { AUDIT_PAGE_SIZE, type AuditList, type AuditQuery, type AuditSubjectType } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import * as queries from './queries.ts';

/**
 * The append-only record of staff actions (docs/product/moderation.md, "Audit log"). Every staff action writes one
 * entry with `recordStaffAction`, inside the transaction that makes the change, so the log cannot miss an action
 * nor name one that was rolled back.
 */

export interface StaffAction {
  actorId: string;
  /** A short dotted name: 'report.status', 'verification.approve', 'user.suspend', 'item.delete'… */
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string;
  /** The member the action concerned, so their Manage dialog lists it. */
  subjectUserId?: string | null;
  /** The fields that changed, as they were and as they became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export function recordStaffAction(tx: Db, action: StaffAction): Promise<void> {
  return queries.insertEntry(tx, {
    actorId: action.actorId,
    action: action.action,
    subjectType: action.subjectType,
    subjectId: action.subjectId,
    subjectUserId: action.subjectUserId ?? null,
    before: action.before ?? null,
    after: action.after ?? null,
  });
}

/** GET /api/admin/audit: one case's entries or one member's, newest first (the newest 100). */
export async function listEntries(db: Db, query: AuditQuery): Promise<AuditList> {
  const rows = await queries.listEntries(
    db,
    {
      subject:
        query.subjectType && query.subjectId ? { type: query.subjectType, id: query.subjectId } : undefined,
      userId: query.userId,
    },
    AUDIT_PAGE_SIZE,
  );
  return {
    entries: rows.map(({ entry, actor }) => ({
      id: entry.id,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      subjectUserId: entry.subjectUserId,
      actor:
        actor?.id && actor.username !== null && actor.fullName !== null ? { ...actor, id: actor.id } : null,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
