import {
  RECENT_ACTIVITY_LIMIT,
  RECENT_ACTIVITY_PER_SOURCE,
  STALE_CASE_HOURS,
  disputeTypeLabels,
  reportReasonLabels,
  verificationTypeLabels,
  type ActivityPriority,
  type DashboardOverview,
  type RecentActivity,
  type ReportReason,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { platformHealth, type HealthDeps } from './health.ts';
import * as queries from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How urgent a report looks from its reason: a crime or harm first, nuisance next. */
const reportPriority: Record<ReportReason, ActivityPriority> = {
  harassment: 'high',
  fraud: 'high',
  illegal_content: 'high',
  inappropriate_content: 'medium',
  spam: 'medium',
  other: 'low',
};

async function recentActivity(db: Db): Promise<RecentActivity[]> {
  const [reports, disputes, verifications] = await Promise.all([
    queries.newestReports(db, RECENT_ACTIVITY_PER_SOURCE),
    queries.newestDisputes(db, RECENT_ACTIVITY_PER_SOURCE),
    queries.newestPendingVerifications(db, RECENT_ACTIVITY_PER_SOURCE),
  ]);
  const entries: RecentActivity[] = [
    ...reports.map((report) => ({
      type: 'report' as const,
      id: report.id,
      message: `${reportReasonLabels[report.reason]} reported: ${
        report.target === 'item' ? `"${report.itemTitle}"` : `@${report.reportedUsername ?? 'deleted member'}`
      }`,
      priority: reportPriority[report.reason],
      createdAt: report.createdAt.toISOString(),
    })),
    ...disputes.map((dispute) => ({
      type: 'dispute' as const,
      id: dispute.id,
      message: `Dispute from @${dispute.username ?? 'deleted member'}: ${disputeTypeLabels[dispute.type].toLowerCase()}`,
      priority: dispute.priority,
      createdAt: dispute.createdAt.toISOString(),
    })),
    ...verifications.map((verification) => ({
      type: 'verification' as const,
      id: verification.id,
      message: `${verificationTypeLabels[verification.type]} verification from @${verification.username ?? 'deleted member'}`,
      priority: 'medium' as const,
      createdAt: verification.createdAt.toISOString(),
    })),
  ];
  return entries
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .slice(0, RECENT_ACTIVITY_LIMIT);
}

/**
 * GET /api/admin/overview (docs/product/moderation.md, "The dashboard"): the six figures, Recent Activity (the
 * newest five of each kind of case, the ten newest of those) and the Platform Overview, all measured now.
 */
export async function dashboardOverview(deps: HealthDeps, now = new Date()): Promise<DashboardOverview> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const [counts, activity, thisWeek, lastWeek, medianFirstActionMinutes, staleOpenCases, health] =
    await Promise.all([
      queries.stats(deps.db),
      recentActivity(deps.db),
      queries.membersJoined(deps.db, weekAgo),
      queries.membersJoined(deps.db, new Date(now.getTime() - 14 * DAY_MS), weekAgo),
      queries.medianFirstActionMinutes(deps.db, weekAgo),
      queries.openCasesFiledBefore(deps.db, new Date(now.getTime() - STALE_CASE_HOURS * 60 * 60 * 1000)),
      platformHealth(deps),
    ]);
  return {
    stats: counts,
    recentActivity: activity,
    platform: {
      newMembers: { thisWeek, lastWeek },
      medianFirstActionMinutes,
      staleOpenCases,
      health,
    },
  };
}
