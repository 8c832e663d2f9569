import type { HandoverState } from '@swapyard/domain/handovers';
import { cn } from '@/lib/cn';
import { stateLabels } from '../lib/handover-texts';

const tones: Record<HandoverState, string> = {
  choosing: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  awaiting_shipment: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  shipped: 'bg-primary-soft text-primary-soft-foreground',
  delivered: 'bg-primary-soft text-primary-soft-foreground',
  arranging: 'bg-primary-soft text-primary-soft-foreground',
  meetup_agreed: 'bg-primary-soft text-primary-soft-foreground',
  received: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  cancelled: 'bg-accent text-foreground',
};

/** A handover's state in words, coloured like the trade's own status badge. */
export function HandoverStateBadge({ state }: { state: HandoverState }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[state],
      )}
    >
      {stateLabels[state]}
    </span>
  );
}
