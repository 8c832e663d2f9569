import {
  STAFF_REPORTS_PAGE_SIZE,
  reportTransitions,
  type DecideReport,
  type StaffReport,
  type StaffReportList,
  type StaffReportQuery,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { decodeCursor, encodeCursor, isUuid } from '../../platform/pagination.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import * as audit from '../audit/index.ts';
import * as notifications from '../notifications/index.ts';
import * as queries from './queries.ts';
import type { ReportListRow, ReportRow } from './queries.ts';

/** The staff side of reports (docs/product/moderation.md, "Reports"): the list, and deciding one. */

export async function listReports(db: Db, query: StaffReportQuery): Promise<StaffReportList> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await queries.listReports(
    db,
    { status: query.status },
    { limit: STAFF_REPORTS_PAGE_SIZE + 1, after },
  );
  const page = rows.slice(0, STAFF_REPORTS_PAGE_SIZE);
  const last = page.at(-1)?.report;
  return {
    reports: page.map(toStaffReport),
    nextCursor: rows.length > STAFF_REPORTS_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

/**
 * Moves a report on (pending → investigating, resolved or dismissed; investigating → resolved or dismissed),
 * stamping who and when. Resolved and dismissed are final: deciding again is a 409, so two moderators clicking at
 * once decide it once. The reporter is told the outcome, in the same transaction.
 */
export async function decideReport(
  deps: { db: Db; realtime?: Realtime; logger?: Logger },
  staffId: string,
  id: string,
  decision: DecideReport,
): Promise<StaffReport> {
  if (!isUuid(id)) throw reportNotFound();
  const { decided, told } = await deps.db.transaction(async (tx) => {
    const report = await queries.lockReport(tx, id);
    if (!report) throw reportNotFound();
    if (!reportTransitions[report.status].includes(decision.status)) {
      throw new AppError('CONFLICT', `This report is already ${report.status}`);
    }
    const decided = await queries.decideReport(tx, id, report.status, {
      status: decision.status,
      resolvedBy: staffId,
      resolvedAt: new Date(),
      resolutionNotes: decision.resolutionNotes ?? report.resolutionNotes,
    });
    if (!decided) throw new AppError('CONFLICT', 'This report was just changed. Please reload it.');
    await audit.recordStaffAction(tx, {
      actorId: staffId,
      action: 'report.status',
      subjectType: 'report',
      subjectId: id,
      subjectUserId: report.reportedUserId,
      before: { status: report.status, resolutionNotes: report.resolutionNotes },
      after: { status: decided.status, resolutionNotes: decided.resolutionNotes },
    });
    const told = await tellReporter(tx, decided);
    return { decided, told };
  });
  await notifications.publishCreated({ realtime: deps.realtime, logger: deps.logger }, told);
  const [row] = await queries.listReports(deps.db, { id: decided.id }, { limit: 1 });
  return toStaffReport(row!);
}

/** A final decision reaches the reporter as a notification; moving to investigating does not. */
function tellReporter(db: Db, report: ReportRow) {
  const final = report.status === 'resolved' || report.status === 'dismissed';
  // The photo screen's reports have nobody to tell.
  if (!final || report.reporterId === null) return Promise.resolve(undefined);
  const about = report.target === 'item' ? `"${report.reportedItemTitle}"` : 'a member';
  return notifications.createNotification(db, {
    userId: report.reporterId,
    type: 'other',
    title: 'Your report was reviewed',
    message:
      report.status === 'resolved'
        ? `Thank you for reporting ${about}. Our moderators have acted on it.`
        : `We looked into your report about ${about} and found nothing against our rules.`,
  });
}

type JoinedMember = ReportListRow['reporter'];

/** A left-joined profile: null when there is none (no decision yet, or the account was deleted). */
function memberOrNull(member: JoinedMember | null): StaffReport['reporter'] {
  if (!member?.id || member.username === null || member.fullName === null) return null;
  return { id: member.id, username: member.username, fullName: member.fullName, avatarUrl: member.avatarUrl };
}

export const reportNotFound = () => new AppError('NOT_FOUND', 'Report not found');

export function toStaffReport(row: ReportListRow): StaffReport {
  const { report } = row;
  return {
    id: report.id,
    target: report.target,
    reason: report.reason,
    status: report.status,
    description: report.description,
    resolutionNotes: report.resolutionNotes,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    reporter: memberOrNull(row.reporter),
    automatic: report.reporterId === null,
    reportedUser: memberOrNull(row.reported),
    resolvedBy: memberOrNull(row.resolver),
    item:
      report.target === 'item'
        ? {
            id: report.reportedItemId,
            title: report.reportedItemTitle ?? '',
            photoUrl: row.itemPhotoUrl,
            visibility: row.itemVisibility,
            takenDown: row.takeDown && {
              reason: row.takeDown.reason,
              at: row.takeDown.at.toISOString(),
              by: memberOrNull(row.takenDownBy),
            },
          }
        : null,
  };
}
