import type { VerificationStatus } from '@swapyard/domain/verifications';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

const styles: Record<VerificationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  verified: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
};
const icons = { pending: Clock, verified: CheckCircle2, rejected: XCircle };

/** A verification's status as a coloured pill; `label` is the member's or the staff's wording for it. */
export function StatusBadge({ status, label }: { status: VerificationStatus; label: string }) {
  const Icon = icons[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        styles[status],
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}
