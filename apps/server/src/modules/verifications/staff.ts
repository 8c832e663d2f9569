import {
  STAFF_VERIFICATIONS_PAGE_SIZE,
  VERIFICATION_DOCUMENTS_KEPT_DAYS,
  badgeVerificationTypes,
  rejectedMessage,
  verificationTexts,
  type DecideVerification,
  type StaffVerification,
  type StaffVerificationList,
  type StaffVerificationQuery,
  type VerificationType,
} from '@swapyard/domain';
import { verificationDocumentPath } from '@swapyard/domain/endpoints/verifications';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/jobs/index.ts';
import type { Logger } from '../../platform/logger.ts';
import { decodeCursor, encodeCursor, isUuid } from '../../platform/pagination.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import * as audit from '../audit/index.ts';
import * as notifications from '../notifications/index.ts';
import * as queries from './queries.ts';
import type { StaffVerificationRow, VerificationRow } from './queries.ts';
import { REMOVE_DOCUMENTS_JOB, removeDocumentsJob, statusOf, verificationNotFound } from './common.ts';

/** The staff side of verifications (docs/product/verification.md, "Review"): the list, and deciding one. */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listVerifications(
  db: Db,
  query: StaffVerificationQuery,
): Promise<StaffVerificationList> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const [rows, pendingCount] = await Promise.all([
    queries.listForStaff(
      db,
      { pendingOnly: query.status === 'pending' },
      { limit: STAFF_VERIFICATIONS_PAGE_SIZE + 1, after },
    ),
    queries.countPending(db),
  ]);
  const page = rows.slice(0, STAFF_VERIFICATIONS_PAGE_SIZE);
  const last = page.at(-1)?.verification;
  return {
    verifications: page.map(toStaffVerification),
    pendingCount,
    nextCursor: rows.length > STAFF_VERIFICATIONS_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

/**
 * Approves or rejects a pending verification (approve stamps verified_at; reject stamps rejected_at with the reason).
 * Only a pending one can be decided: the row is locked and the update is conditional, so two staff members at once
 * decide it once and the second gets 409 'This verification was already decided'. In the same transaction: the
 * audit entry, the member's notification and the job that removes the documents 30 days later.
 */
export async function decideVerification(
  deps: { db: Db; realtime?: Realtime; logger?: Logger },
  staffId: string,
  id: string,
  decision: DecideVerification,
): Promise<StaffVerification> {
  if (!isUuid(id)) throw verificationNotFound();
  const told = await deps.db.transaction(async (tx) => {
    const row = await queries.lockVerification(tx, id);
    if (!row) throw verificationNotFound();
    if (statusOf(row) !== 'pending') throw new AppError('CONFLICT', verificationTexts.alreadyDecided);
    const now = new Date();
    const decided = await queries.decideVerification(tx, id, {
      verifiedAt: decision.decision === 'approve' ? now : null,
      rejectedAt: decision.decision === 'reject' ? now : null,
      rejectionReason: decision.decision === 'reject' ? decision.reason : null,
      decidedBy: staffId,
    });
    if (!decided) throw new AppError('CONFLICT', verificationTexts.alreadyDecided);
    await audit.recordStaffAction(tx, {
      actorId: staffId,
      action: decision.decision === 'approve' ? 'verification.approve' : 'verification.reject',
      subjectType: 'verification',
      subjectId: id,
      subjectUserId: row.userId,
      before: { status: 'pending' },
      after:
        decision.decision === 'approve'
          ? { status: 'verified' }
          : { status: 'rejected', rejectionReason: decision.reason },
    });
    await enqueue(
      tx,
      removeDocumentsJob,
      { verificationId: id, userId: row.userId },
      {
        runAt: new Date(now.getTime() + VERIFICATION_DOCUMENTS_KEPT_DAYS * DAY_MS),
        dedupeKey: `${REMOVE_DOCUMENTS_JOB}:${id}`,
      },
    );
    return tellMember(tx, decided);
  });
  await notifications.publishCreated({ realtime: deps.realtime, logger: deps.logger }, told);
  const [row] = await queries.listForStaff(deps.db, { id }, { limit: 1 });
  return toStaffVerification(row!);
}

const isIdentityKind = (type: VerificationType) =>
  (badgeVerificationTypes as readonly VerificationType[]).includes(type);

/** The member hears the outcome, with the reason when rejected; opening it leads to Settings. */
function tellMember(db: Db, row: VerificationRow) {
  const approved = row.verifiedAt !== null;
  return notifications.createNotification(db, {
    userId: row.userId,
    type: 'other',
    title: approved ? verificationTexts.approvedTitle : verificationTexts.rejectedTitle,
    message: approved
      ? isIdentityKind(row.verificationType)
        ? verificationTexts.approvedMessage
        : verificationTexts.addressApprovedMessage
      : rejectedMessage(row.verificationType, row.rejectionReason ?? ''),
    link: '/settings',
  });
}

type JoinedMember = StaffVerificationRow['member'];

/** A left-joined profile: null when there is none (not decided yet, or the account was deleted). */
function memberOrNull(member: JoinedMember | null): StaffVerification['user'] {
  if (!member?.id || member.username === null || member.fullName === null) return null;
  return { id: member.id, username: member.username, fullName: member.fullName, avatarUrl: member.avatarUrl };
}

function toStaffVerification(row: StaffVerificationRow): StaffVerification {
  const { verification: v } = row;
  const data = v.verificationData;
  const documents = data.documents ?? [];
  return {
    id: v.id,
    type: v.verificationType,
    status: statusOf(v),
    user: memberOrNull(row.member),
    firstName: data.firstName ?? null,
    lastName: data.lastName ?? null,
    dateOfBirth: data.dateOfBirth ?? null,
    address: data.address ?? null,
    documentCount: documents.length,
    documents: v.documentsRemovedAt
      ? []
      : documents.map((_, i) => ({
          thumbnailUrl: verificationDocumentPath(v.id, i + 1, 'thumbnail'),
          url: verificationDocumentPath(v.id, i + 1),
        })),
    documentsRemovedAt: v.documentsRemovedAt?.toISOString() ?? null,
    createdAt: v.createdAt.toISOString(),
    verifiedAt: v.verifiedAt?.toISOString() ?? null,
    rejectedAt: v.rejectedAt?.toISOString() ?? null,
    rejectionReason: v.rejectionReason,
    decidedBy: memberOrNull(row.decider),
  };
}
