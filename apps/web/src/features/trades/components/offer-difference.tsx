import { formatCents } from '@swapyard/domain/money';
import { Scale } from 'lucide-react';
import type { offerBalance } from '../lib/offer';

interface OfferDifferenceProps {
  rows: { label: string; cents: number; note?: string }[];
  balance: ReturnType<typeof offerBalance>;
  /** Whose side is short when something remains (the builder: 'you'; a counter-offer may ask the other party). */
  shortText?: (cents: number) => string;
}

/**
 * The value comparison (docs/product/trades.md, "The value comparison"): what is wanted against what is offered,
 * and the difference; within a cent it reads 'Even Trade' in green.
 */
export function OfferDifference({ rows, balance, shortText }: OfferDifferenceProps) {
  return (
    <section aria-label="Trade value" className="grid gap-3">
      <dl className="grid gap-2 rounded-xl border border-border p-4 text-sm">
        {rows.map((row) => (
          <div key={row.label + (row.note ?? '')} className="flex items-baseline justify-between gap-4">
            <dt className="grid min-w-0">
              <span className="truncate font-medium">{row.label}</span>
              {row.note ? <span className="text-xs text-muted-foreground">{row.note}</span> : null}
            </dt>
            <dd className="shrink-0 tabular-nums">{formatCents(row.cents)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-2 font-semibold">
          <dt>Difference</dt>
          <dd className="tabular-nums">{formatCents(balance.difference)}</dd>
        </div>
      </dl>
      <p
        role="status"
        className={
          balance.even
            ? 'flex items-center gap-2 rounded-xl bg-green-50 p-3 text-sm font-semibold text-green-700 dark:bg-green-950/40 dark:text-green-400'
            : balance.remaining > 0
              ? 'flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-950/40 dark:text-amber-300'
              : 'flex items-center gap-2 rounded-xl bg-surface-muted p-3 text-sm'
        }
      >
        <Scale aria-hidden className="size-4 shrink-0" />
        {balance.even
          ? 'Even Trade'
          : balance.remaining > 0
            ? (shortText ?? defaultShort)(balance.remaining)
            : `You're offering ${formatCents(-balance.remaining)} more than the item's value.`}
      </p>
    </section>
  );
}

const defaultShort = (cents: number) =>
  `${formatCents(cents)} more is needed to match the item's value. Go back to add items or cash.`;
