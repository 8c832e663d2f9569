import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { disputes, items, profiles, reports, trades, userVerifications } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The dashboard's read model (docs/product/moderation.md, "The dashboard"): counts and the newest cases across the
 * moderation tables. Read-only; each case's own module owns its writes.
 */

const pendingVerification = and(isNull(userVerifications.verifiedAt), isNull(userVerifications.rejectedAt));
const openReport = inArray(reports.status, ['pending', 'investigating']);
const activeDispute = inArray(disputes.status, ['open', 'investigating']);

const countOf = async (db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0], where?: SQL) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

export async function stats(db: Db) {
  const [totalUsers, pendingReports, activeDisputes, pendingVerifications, totalItems, activeTrades] =
    await Promise.all([
      countOf(db, profiles),
      countOf(db, reports, eq(reports.status, 'pending')),
      countOf(db, disputes, activeDispute),
      countOf(db, userVerifications, pendingVerification),
      countOf(db, items),
      countOf(db, trades, inArray(trades.status, ['pending', 'accepted'])),
    ]);
  return { totalUsers, pendingReports, activeDisputes, pendingVerifications, totalItems, activeTrades };
}

/** The newest reports, whatever their status, with who filed them and what they name. */
export function newestReports(db: Db, limit: number) {
  return db
    .select({
      id: reports.id,
      reason: reports.reason,
      target: reports.target,
      itemTitle: reports.reportedItemTitle,
      reportedUsername: profiles.username,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .leftJoin(profiles, eq(profiles.id, reports.reportedUserId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
}

/** The newest disputes, whatever their status, with who opened them. */
export function newestDisputes(db: Db, limit: number) {
  return db
    .select({
      id: disputes.id,
      type: disputes.type,
      priority: disputes.priority,
      username: profiles.username,
      createdAt: disputes.createdAt,
    })
    .from(disputes)
    .leftJoin(profiles, eq(profiles.id, disputes.initiatorId))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(limit);
}

/** The newest verifications still waiting for a decision. */
export function newestPendingVerifications(db: Db, limit: number) {
  return db
    .select({
      id: userVerifications.id,
      type: userVerifications.verificationType,
      username: profiles.username,
      createdAt: userVerifications.createdAt,
    })
    .from(userVerifications)
    .leftJoin(profiles, eq(profiles.id, userVerifications.userId))
    .where(pendingVerification)
    .orderBy(desc(userVerifications.createdAt), desc(userVerifications.id))
    .limit(limit);
}

/** Members who joined since `from` (and before `to`, when given). */
export const membersJoined = (db: Db, from: Date, to?: Date) =>
  countOf(db, profiles, and(gte(profiles.createdAt, from), to ? lt(profiles.createdAt, to) : undefined));

/** Open cases filed before `before`: reports and disputes not decided, verifications undecided. */
export async function openCasesFiledBefore(db: Db, before: Date): Promise<number> {
  const counts = await Promise.all([
    countOf(db, reports, and(openReport, lt(reports.createdAt, before))),
    countOf(db, disputes, and(activeDispute, lt(disputes.createdAt, before))),
    countOf(db, userVerifications, and(pendingVerification, lt(userVerifications.createdAt, before))),
  ]);
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * The median time, in minutes, from a case being filed (since `since`) to the first staff action the audit log
 * records on it; null when no such case was acted on.
 */
export async function medianFirstActionMinutes(db: Db, since: Date): Promise<number | null> {
  const result = (await db.execute(sql`
    with cases as (
      select 'report'::audit_subject_type as type, id, created_at from reports where created_at >= ${since}
      union all
      select 'dispute'::audit_subject_type, id, created_at from disputes where created_at >= ${since}
      union all
      select 'verification'::audit_subject_type, id, created_at from user_verifications where created_at >= ${since}
    ),
    first_actions as (
      select c.created_at, min(a.created_at) as acted_at
      from cases c
      join audit_log a on a.subject_type = c.type and a.subject_id = c.id
      group by c.type, c.id, c.created_at
    )
    select percentile_cont(0.5) within group (order by extract(epoch from acted_at - created_at)) as seconds
    from first_actions
  `)) as unknown as { rows?: Array<{ seconds: number | string | null }> } | Array<{ seconds: number | null }>;
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  const seconds = rows[0]?.seconds;
  return seconds === null || seconds === undefined ? null : Number(seconds) / 60;
}
