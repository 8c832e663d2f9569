import { reportReasonLabels, type ReportReason, type ReportStatus } from '@swapyard/domain/reports';
import { Badge } from '@/components/ui/badge';

/** Harm and crime in red, nuisance in orange, the rest neutral (docs/product/moderation.md, "The Reports tab"). */
const reasonTones: Record<ReportReason, string> = {
  harassment: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  fraud: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  illegal_content: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  inappropriate_content: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
  spam: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
  other: 'bg-accent text-foreground',
};

const statusTones: Record<ReportStatus, string> = {
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  investigating: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  resolved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  dismissed: 'bg-accent text-muted-foreground',
};

export const reportStatusLabels: Record<ReportStatus, string> = {
  pending: 'Pending',
  investigating: 'Investigating',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

export function ReasonBadge({ reason }: { reason: ReportReason }) {
  return <Badge className={reasonTones[reason]}>{reportReasonLabels[reason]}</Badge>;
}

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge className={statusTones[status]}>{reportStatusLabels[status]}</Badge>;
}
