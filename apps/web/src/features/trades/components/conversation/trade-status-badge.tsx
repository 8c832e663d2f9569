import { tradeStatusLabels, type TradeStatus } from '@swapyard/domain/trades';
import { cn } from '@/lib/cn';

const tones: Record<TradeStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  accepted: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  completed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  cancelled: 'bg-accent text-foreground',
  expired: 'bg-accent text-foreground',
  countered: 'bg-primary-soft text-primary-soft-foreground',
};

/** The trade's status as its badge reads (rejected reads 'Declined'; docs/product/trades.md). */
export function TradeStatusBadge({ status, className }: { status: TradeStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[status],
        className,
      )}
    >
      {tradeStatusLabels[status]}
    </span>
  );
}
