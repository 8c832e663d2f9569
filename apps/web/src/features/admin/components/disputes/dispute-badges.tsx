import type { DisputePriority, DisputeStatus } from '@swapyard/domain/disputes';
import { Badge } from '@/components/ui/badge';

const priorityTones: Record<DisputePriority, string> = {
  high: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  medium: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
  low: 'bg-accent text-foreground',
};

const statusTones: Record<DisputeStatus, string> = {
  open: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  investigating: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  resolved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  closed: 'bg-accent text-muted-foreground',
};

export const disputeStatusLabels: Record<DisputeStatus, string> = {
  open: 'Open',
  investigating: 'Investigating',
  resolved: 'Resolved',
  closed: 'Closed',
};

export function PriorityBadge({ priority }: { priority: DisputePriority }) {
  return <Badge className={`capitalize ${priorityTones[priority]}`}>{priority}</Badge>;
}

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return <Badge className={statusTones[status]}>{disputeStatusLabels[status]}</Badge>;
}
