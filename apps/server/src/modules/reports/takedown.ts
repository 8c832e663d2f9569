import { takeDownTexts, type StaffReport, type TakeDownListing } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { isUuid } from '../../platform/pagination.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import * as audit from '../audit/index.ts';
import * as items from '../items/index.ts';
import * as notifications from '../notifications/index.ts';
import * as trades from '../trades/index.ts';
import * as queries from './queries.ts';
import { reportNotFound, toStaffReport } from './staff.ts';

/**
 * Taking a reported listing down, and restoring it (docs/product/moderation.md, "Taking a listing down"): staff
 * casework, for moderators and admins alike. One transaction each: the item's side (items.takeDownItem: private,
 * its owner unable to show it again), the pending offers involving it declined (their money released), the audit
 * entry before → after, and the owner's notification. Published after commit.
 */

export interface TakeDownDeps extends items.TakeDownDeps {
  db: Db;
  realtime?: Realtime;
  logger?: Logger;
}

/** The item the report is about: 404 for an unknown report, 409 for a member report or a deleted listing. */
async function reportedItemId(db: Db, reportId: string): Promise<string> {
  const report = isUuid(reportId) ? await queries.findReport(db, reportId) : undefined;
  if (!report) throw reportNotFound();
  if (report.target !== 'item') throw new AppError('CONFLICT', takeDownTexts.notAListing);
  if (!report.reportedItemId) throw new AppError('CONFLICT', takeDownTexts.listingDeleted);
  return report.reportedItemId;
}

export async function takeDownReportedListing(
  deps: TakeDownDeps,
  staffId: string,
  reportId: string,
  input: TakeDownListing,
): Promise<StaffReport> {
  const itemId = await reportedItemId(deps.db, reportId);
  const outcome = trades.emptyOutcome();
  const told = await deps.db.transaction(async (tx) => {
    const { item, takeDown } = await items.takeDownItem(tx, deps, {
      itemId,
      staffId,
      reason: input.reason,
      reportId,
    });
    await trades.declineOffersInvolving(tx, outcome, [item.id]);
    await audit.recordStaffAction(tx, {
      actorId: staffId,
      action: 'item.take_down',
      subjectType: 'item',
      subjectId: item.id,
      subjectUserId: item.userId,
      before: { visibility: item.visibility },
      after: { visibility: 'private', reason: takeDown.reason },
    });
    return notifications.createNotification(tx, {
      userId: item.userId,
      type: 'other',
      title: 'Listing taken down',
      message: `Our moderators took down "${item.title}"; only you can see it now. Their reason: ${takeDown.reason}`,
      link: `/item/${item.id}`,
    });
  });
  await published(deps, told, outcome);
  return reportAfter(deps.db, reportId);
}

export async function restoreReportedListing(
  deps: TakeDownDeps,
  staffId: string,
  reportId: string,
): Promise<StaffReport> {
  const itemId = await reportedItemId(deps.db, reportId);
  const told = await deps.db.transaction(async (tx) => {
    const { item, takeDown } = await items.restoreItem(tx, deps, { itemId, staffId });
    await audit.recordStaffAction(tx, {
      actorId: staffId,
      action: 'item.restore',
      subjectType: 'item',
      subjectId: item.id,
      subjectUserId: item.userId,
      before: { visibility: item.visibility, reason: takeDown.reason },
      after: { visibility: takeDown.previousVisibility },
    });
    return notifications.createNotification(tx, {
      userId: item.userId,
      type: 'other',
      title: 'Listing restored',
      message: `Our moderators restored "${item.title}". It is shown as before.`,
      link: `/item/${item.id}`,
    });
  });
  await published(deps, told, trades.emptyOutcome());
  return reportAfter(deps.db, reportId);
}

async function published(
  deps: TakeDownDeps,
  told: notifications.CreatedNotification,
  outcome: trades.Outcome,
): Promise<void> {
  await notifications.publishCreated(deps, told);
  await trades.publishOutcome(deps, outcome);
}

async function reportAfter(db: Db, reportId: string): Promise<StaffReport> {
  const [row] = await queries.listReports(db, { id: reportId }, { limit: 1 });
  if (!row) throw reportNotFound();
  return toStaffReport(row);
}
