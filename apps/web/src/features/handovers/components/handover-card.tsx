import type { Handover } from '@swapyard/domain/handovers';
import { Clock, Handshake, Package, PackageCheck, Truck } from 'lucide-react';
import { useId } from 'react';
import { usePassed } from '../hooks/use-passed';
import { deadline, handoverTitle, nextStep } from '../lib/handover-texts';
import { HandoverActions } from './handover-actions';
import { HandoverStateBadge } from './handover-state-badge';

/** Received, shipped, met up for, or not chosen yet. */
function HandoverIcon({ handover }: { handover: Handover }) {
  const className = 'mt-0.5 size-4 shrink-0 text-primary dark:text-brand';
  if (handover.state === 'received') return <PackageCheck aria-hidden className={className} />;
  if (handover.method === 'ship') return <Truck aria-hidden className={className} />;
  if (handover.method === 'meetup') return <Handshake aria-hidden className={className} />;
  return <Package aria-hidden className={className} />;
}

/** The moment that matters while it passes: the ship-by date, or the meetup's time. */
function dueAt(handover: Handover): string | null {
  if (handover.state === 'awaiting_shipment') return handover.shipBy;
  if (handover.state === 'arranging' || handover.state === 'meetup_agreed')
    return handover.meetup?.at ?? null;
  return null;
}

/**
 * One direction of an accepted trade (docs/product/handover.md): what goes where, its state, this member's next step
 * and deadline, and what they can do now. `other` is the other member's name.
 */
export function HandoverCard({
  handover,
  other,
  buysLabels = false,
}: {
  handover: Handover;
  other: string;
  /** The sender can buy the carrier's label here (a shipping API is configured). */
  buysLabels?: boolean;
}) {
  const titleId = useId();
  const late = usePassed(dueAt(handover));
  const due = deadline(handover, late);
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="flex min-w-0 items-start gap-2 text-sm font-semibold">
          <HandoverIcon handover={handover} />
          <span className="break-words">{handoverTitle(handover, other)}</span>
        </h2>
        <HandoverStateBadge state={handover.state} />
      </div>
      <p className="text-sm text-muted-foreground">{nextStep(handover, other, late)}</p>
      {due ? (
        <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
          <Clock aria-hidden className="mt-px size-3.5 shrink-0" />
          {due}
        </p>
      ) : null}
      <HandoverActions handover={handover} other={other} late={late} buysLabels={buysLabels} />
    </section>
  );
}
