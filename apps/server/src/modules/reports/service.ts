import { reportTexts, type CreateReport, type FiledReport } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import * as items from '../items/index.ts';
import * as profiles from '../profiles/index.ts';
import * as queries from './queries.ts';
import type { NewReportRow, ReportRow } from './queries.ts';

/**
 * Reports (docs/product/moderation.md, "Reports"): a member reports an item they can see or another member, once
 * while the report is open. Moderators decide them from the dashboard.
 */

export async function reportItem(db: Db, reporterId: string, itemId: string, input: CreateReport) {
  // The same 404 as the item page for an item the reporter cannot see.
  const item = await items.getItem(db, itemId, async () => reporterId);
  if (item.userId === reporterId) throw new AppError('BAD_REQUEST', reportTexts.ownItem);
  return file(
    db,
    {
      reporterId,
      target: 'item',
      reportedUserId: item.userId,
      reportedItemId: item.id,
      reportedItemTitle: item.title,
      ...input,
    },
    reportTexts.alreadyReportedItem,
  );
}

/** `member` is an id or a username, as on the profile page. */
export async function reportMember(db: Db, reporterId: string, member: string, input: CreateReport) {
  const profile = await profiles.findProfileByUsernameOrId(db, member);
  if (profile.id === reporterId) throw new AppError('BAD_REQUEST', reportTexts.yourself);
  return file(
    db,
    { reporterId, target: 'user', reportedUserId: profile.id, ...input },
    reportTexts.alreadyReportedUser,
  );
}

/**
 * The photo screen flags a listing photo (docs/analysis.md, "Screening photos"): one open report per listing, with
 * no reporter, for moderators to look at. Filing it again while it is open does nothing.
 */
export async function flagExplicitPhoto(
  db: Db,
  flagged: { itemId: string; ownerId: string; itemTitle: string; explicitScore: number },
): Promise<void> {
  await queries.insertScreenReport(db, {
    reporterId: null,
    target: 'item',
    reportedUserId: flagged.ownerId,
    reportedItemId: flagged.itemId,
    reportedItemTitle: flagged.itemTitle,
    reason: 'inappropriate_content',
    description: reportTexts.photoScreenFlag(flagged.explicitScore),
  });
}

async function file(db: Db, values: NewReportRow, alreadyReported: string): Promise<FiledReport> {
  try {
    return toFiledReport(await queries.insertReport(db, values));
  } catch (error) {
    // Another open report by the same member about the same target, even one filed a moment ago in parallel.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', alreadyReported);
    throw error;
  }
}

function toFiledReport(row: ReportRow): FiledReport {
  return {
    id: row.id,
    target: row.target,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export { decideReport, listReports } from './staff.ts';
export { restoreReportedListing, takeDownReportedListing, type TakeDownDeps } from './takedown.ts';
