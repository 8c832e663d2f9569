import {
  STALE_CASE_HOURS,
  type ComponentHealth,
  type DashboardOverview,
  type RecentActivity,
} from '@swapyard/domain/admin';
import { Flag, Scale, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatShortDateTime } from '@/lib/format';

const activityIcons = { report: Flag, dispute: Scale, verification: ShieldCheck } as const;

const priorityTones: Record<RecentActivity['priority'], string> = {
  high: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  medium: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
  low: 'bg-accent text-foreground',
};

function RecentActivityCard({ activity }: { activity: RecentActivity[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recent activity</p>
        ) : (
          <ol className="divide-y divide-border">
            {activity.map((entry) => {
              const Icon = activityIcons[entry.type];
              return (
                <li key={`${entry.type}-${entry.id}`} className="flex items-start gap-3 py-2.5">
                  <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm break-words">{entry.message}</p>
                    <p className="text-xs text-muted-foreground capitalize">
                      {entry.type} ·{' '}
                      <time dateTime={entry.createdAt}>{formatShortDateTime(entry.createdAt)}</time>
                    </p>
                  </div>
                  <Badge className={cn('capitalize', priorityTones[entry.priority])}>{entry.priority}</Badge>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

const healthTones: Record<ComponentHealth['status'], string> = {
  ok: 'bg-emerald-500',
  degraded: 'bg-amber-500',
  down: 'bg-red-600',
};
const healthWords: Record<ComponentHealth['status'], string> = {
  ok: 'Operational',
  degraded: 'Degraded',
  down: 'Down',
};

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** '+50%' against last week; 'New' when last week had none. */
function growth({ thisWeek, lastWeek }: { thisWeek: number; lastWeek: number }): string {
  if (lastWeek === 0) return thisWeek === 0 ? '0%' : 'New';
  const change = Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
  return `${change > 0 ? '+' : ''}${change}%`;
}

function minutes(value: number | null): string {
  if (value === null) return 'No cases yet';
  if (value < 1) return 'Under 1 min';
  if (value < 120) return `${Math.round(value)} min`;
  return `${(value / 60).toFixed(1)} h`;
}

function PlatformOverviewCard({ platform }: { platform: DashboardOverview['platform'] }) {
  const parts = [
    ['Database', platform.health.database],
    ['Storage', platform.health.storage],
    ['Mail', platform.health.mail],
    ['Jobs', platform.health.jobs],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Platform Overview</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Figure
            label="User growth"
            value={growth(platform.newMembers)}
            hint={`${platform.newMembers.thisWeek} new this week, ${platform.newMembers.lastWeek} last week`}
          />
          <Figure
            label="First response (median, 7 days)"
            value={minutes(platform.medianFirstActionMinutes)}
          />
          <Figure
            label={`Open over ${STALE_CASE_HOURS} h`}
            value={String(platform.staleOpenCases)}
            hint="Cases waiting"
          />
        </dl>
        <ul aria-label="System health" className="grid gap-2 sm:grid-cols-2">
          {parts.map(([name, health]) => (
            <li
              key={name}
              className="flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm"
            >
              <span
                aria-hidden
                className={cn('size-2.5 shrink-0 rounded-full', healthTones[health.status])}
              />
              <span className="font-medium">{name}</span>
              <span className="ml-auto text-right text-xs text-muted-foreground">
                {healthWords[health.status]} · {health.detail}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The Overview tab: the newest cases and the measured state of the platform. */
export function OverviewTab({ overview }: { overview: DashboardOverview | undefined }) {
  if (!overview) return <Spinner label="Loading overview..." />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecentActivityCard activity={overview.recentActivity} />
      <PlatformOverviewCard platform={overview.platform} />
    </div>
  );
}
