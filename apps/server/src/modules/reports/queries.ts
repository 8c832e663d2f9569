import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '@swapyard/domain';
import { itemTakeDowns, items, profiles, reports } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { ListPosition } from '../../platform/pagination.ts';
import { memberCardColumnsOf } from '../profiles/index.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;

export async function insertReport(db: Db, values: NewReportRow): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

/** The photo screen's report, unless one is open for the item already (the partial unique index). */
export async function insertScreenReport(db: Db, values: NewReportRow): Promise<void> {
  await db.insert(reports).values(values).onConflictDoNothing();
}

/** The report as stored, for an action on what it names (taking its listing down). */
export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

/** The report, locked for a decision: two staff members deciding at once take turns. */
export async function lockReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

/** Moves a report from `from` to its new status; nothing when another decision came first. */
export async function decideReport(
  db: Db,
  id: string,
  from: ReportRow['status'],
  change: Pick<ReportRow, 'status' | 'resolvedBy' | 'resolvedAt' | 'resolutionNotes'>,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(reports)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(reports.id, id), eq(reports.status, from)))
    .returning();
  return row;
}

const reporter = alias(profiles, 'reporter');
const reported = alias(profiles, 'reported');
const resolver = alias(profiles, 'resolver');
const takenDownBy = alias(profiles, 'taken_down_by');

/**
 * Reports (or the one with `id`) newest first, `limit` rows after `after`, with the members and the item they name:
 * how the item is shown now and, while staff have it down, its take-down and who took it down.
 */
export function listReports(
  db: Db,
  filter: { status?: ReportStatus; id?: string },
  page: { limit: number; after?: ListPosition },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(reports.status, filter.status));
  if (filter.id) conditions.push(eq(reports.id, filter.id));
  if (page.after) {
    conditions.push(
      sql`(${reports.createdAt}, ${reports.id}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  return db
    .select({
      report: reports,
      reporter: memberCardColumnsOf(reporter),
      reported: memberCardColumnsOf(reported),
      resolver: memberCardColumnsOf(resolver),
      itemPhotoUrl: sql<string | null>`${items.photos} -> 0 ->> 'url'`,
      itemVisibility: items.visibility,
      takeDown: { reason: itemTakeDowns.reason, at: itemTakeDowns.takenDownAt },
      takenDownBy: memberCardColumnsOf(takenDownBy),
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reported, eq(reported.id, reports.reportedUserId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedBy))
    .leftJoin(items, eq(items.id, reports.reportedItemId))
    .leftJoin(itemTakeDowns, and(eq(itemTakeDowns.itemId, items.id), isNull(itemTakeDowns.restoredAt)))
    .leftJoin(takenDownBy, eq(takenDownBy.id, itemTakeDowns.takenDownBy))
    .where(and(...conditions))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.limit);
}
export type ReportListRow = Awaited<ReturnType<typeof listReports>>[number];
