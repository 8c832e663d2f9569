import type { AuditEntry } from '@swapyard/domain/audit';
import { History } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { formatShortDateTime } from '@/lib/format';
import { useAuditTrail, type AuditScope } from '../api/audit';

/** What each recorded action reads as; an action not listed here shows its own name. */
const actionLabels: Record<string, string> = {
  'report.status': 'Changed the report',
  'dispute.status': 'Changed the dispute',
  'dispute.resolve': 'Resolved the dispute',
  'verification.approve': 'Approved the verification',
  'verification.reject': 'Rejected the verification',
  'user.update': 'Edited the profile',
  'user.suspend': 'Suspended the member',
  'user.unsuspend': 'Lifted the suspension',
  'item.update': 'Edited an item',
  'item.delete': 'Deleted an item',
  'item.take_down': 'Took the listing down',
  'item.restore': 'Restored the listing',
  'job.retry': 'Retried a failed job',
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** The fields an entry changed, as 'status: pending → resolved'; a field only before or after shows alone. */
function changes(entry: AuditEntry): Array<{ field: string; from: string; to: string }> {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...fields]
    .map((field) => ({ field, from: shown(entry.before?.[field]), to: shown(entry.after?.[field]) }))
    .filter((change) => change.from !== change.to);
}

/**
 * The staff actions on one case, or about one member, newest first (docs/product/moderation.md, "Audit log"):
 * who, what, when, and what changed.
 */
export function AuditTrail({ title = 'History', ...scope }: AuditScope & { title?: string }) {
  const trail = useAuditTrail(scope as AuditScope);
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold">
        <History className="size-4" aria-hidden />
        {title}
      </h3>
      {trail.isPending ? (
        <Spinner label="Loading history..." />
      ) : trail.isError ? (
        <p className="text-sm text-danger">Could not load the history.</p>
      ) : trail.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No staff actions yet</p>
      ) : (
        <ol className="space-y-2">
          {trail.data.entries.map((entry) => (
            <li key={entry.id} className="rounded-md border border-border px-3 py-2 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">{actionLabels[entry.action] ?? entry.action}</span>
                <time className="text-xs text-muted-foreground" dateTime={entry.createdAt}>
                  {formatShortDateTime(entry.createdAt)}
                </time>
              </div>
              <p className="text-xs text-muted-foreground">
                by{' '}
                {entry.actor
                  ? `${entry.actor.fullName || entry.actor.username} (@${entry.actor.username})`
                  : 'a deleted staff account'}
              </p>
              {changes(entry).length > 0 && (
                <ul className="mt-1 space-y-0.5 text-xs">
                  {changes(entry).map((change) => (
                    <li key={change.field} className="break-words">
                      <span className="text-muted-foreground">{change.field}:</span> {change.from} →{' '}
                      {change.to}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
