import { z } from 'zod';

/** A background job that failed its last allowed attempt (GET /api/admin/jobs/failed): staff see why and retry it. */
export const failedJobSchema = z
  .object({
    id: z.uuid(),
    /** What the job does, e.g. 'withdrawal.payout' or 'trade.expire'. */
    kind: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    failedAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'FailedJob' });
export type FailedJob = z.infer<typeof failedJobSchema>;

/** How many failed jobs the dashboard lists (the newest). */
export const FAILED_JOBS_SHOWN = 50;

export const failedJobListSchema = z
  .object({
    /** The newest FAILED_JOBS_SHOWN failures. */
    jobs: z.array(failedJobSchema),
    total: z.number().int(),
  })
  .meta({ id: 'FailedJobList' });
export type FailedJobList = z.infer<typeof failedJobListSchema>;

/** The six figures at the top of the dashboard (docs/product/moderation.md, "The dashboard"). */
export const dashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  pendingReports: z.number().int(),
  /** Disputes open or being investigated. */
  activeDisputes: z.number().int(),
  pendingVerifications: z.number().int(),
  totalItems: z.number().int(),
  /** Trades pending or accepted. */
  activeTrades: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const activityTypes = ['report', 'dispute', 'verification'] as const;
export type ActivityType = (typeof activityTypes)[number];
export const activityPriorities = ['high', 'medium', 'low'] as const;
export type ActivityPriority = (typeof activityPriorities)[number];

/** One entry of Recent Activity: the newest cases of each kind, newest first. */
export const recentActivitySchema = z.object({
  type: z.enum(activityTypes),
  id: z.uuid(),
  message: z.string(),
  priority: z.enum(activityPriorities),
  createdAt: z.string(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const healthStates = ['ok', 'degraded', 'down'] as const;
export type HealthState = (typeof healthStates)[number];

/** One part of the platform as measured when the overview was asked for. */
export const componentHealthSchema = z.object({
  status: z.enum(healthStates),
  /** What was measured, e.g. '3 ms' or '2 failed jobs'. */
  detail: z.string(),
});
export type ComponentHealth = z.infer<typeof componentHealthSchema>;

/** The Platform Overview card: measured, never fixed figures. */
export const platformOverviewSchema = z.object({
  /** New members in the last 7 days, and in the 7 days before. */
  newMembers: z.object({ thisWeek: z.number().int(), lastWeek: z.number().int() }),
  /** Median minutes from a case being filed to a staff member's first action on it, over cases filed in 7 days. */
  medianFirstActionMinutes: z.number().nullable(),
  /** Open cases (reports, disputes, verifications) waiting for more than 48 hours. */
  staleOpenCases: z.number().int(),
  health: z.object({
    database: componentHealthSchema,
    storage: componentHealthSchema,
    mail: componentHealthSchema,
    jobs: componentHealthSchema,
  }),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;

export const RECENT_ACTIVITY_LIMIT = 10;
export const RECENT_ACTIVITY_PER_SOURCE = 5;
/** How often the dashboard asks again, besides the live updates. */
export const DASHBOARD_REFRESH_MS = 30_000;
/**
 * The staff's live topic (docs/product/moderation.md, "The dashboard"): a case was filed or moved on, so open
 * dashboards refresh at once instead of at their next refresh. The event carries no data: they refetch what they show.
 */
export const STAFF_CASES_TOPIC = 'staff:cases';
export const CASES_CHANGED_EVENT = 'cases.changed';
/** A case open longer than this counts in the overview's "waiting over 48 h". */
export const STALE_CASE_HOURS = 48;

/** GET /api/admin/overview. */
export const dashboardOverviewSchema = z
  .object({
    stats: dashboardStatsSchema,
    recentActivity: z.array(recentActivitySchema),
    platform: platformOverviewSchema,
  })
  .meta({ id: 'DashboardOverview' });
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
