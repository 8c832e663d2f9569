import { formatCents } from '@swapyard/domain/money';
import { type WalletSummary } from '@swapyard/domain/wallet';
import { CalendarDays, Lock, PiggyBank, ShoppingBag, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { HIDDEN_AMOUNT } from './wallet-card';

/**
 * One figure: a dt/dd group (a dl may only hold dt, dd and div groups of them, so the icon sits inside the dt).
 * The icon is placed beside the three lines, out of the flow, where a figure has room for it (not on a phone, nor
 * in the five columns of a wide screen).
 */
function Stat({
  icon,
  label,
  value,
  hint,
  testId,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint: string;
  testId: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'relative grid min-w-0 content-start gap-0.5 bg-surface p-4 sm:p-5 sm:pl-[4.25rem] lg:pl-5',
        className,
      )}
    >
      <dt className="text-xs font-medium text-muted-foreground sm:text-sm">
        <span
          aria-hidden
          className="absolute top-5 left-5 flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground max-sm:hidden lg:hidden [&_svg]:size-4.5"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-lg font-semibold tracking-tight tabular-nums sm:text-xl" data-testid={testId}>
        {value}
      </dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

/**
 * The member's money at a glance (docs/product/wallet.md "Balances"): the balance, what of it is available to
 * spend and what is on hold for offers and trades until they complete (still theirs, not spendable), and what they earned
 * from trades and sales this week and month (from the ledger). A hidden wallet hides the figures that would
 * reveal it.
 */
export function WalletTotals({
  summary,
  hideCredit,
  hideCash,
}: {
  summary: WalletSummary;
  hideCredit: boolean;
  hideCash: boolean;
}) {
  const show = (cents: number, hidden: boolean) => (hidden ? HIDDEN_AMOUNT : formatCents(cents));
  const hideTotals = hideCredit || hideCash;
  return (
    <Card className="overflow-hidden">
      {/* The 1px gaps over a border-coloured background draw the dividers whatever the layout. */}
      <dl className="grid grid-cols-2 gap-px bg-border sm:grid-cols-6 lg:grid-cols-5">
        <Stat
          icon={<PiggyBank />}
          label="Balance"
          value={show(summary.totalCents, hideTotals)}
          hint="Available + on hold"
          testId="total-balance"
          className="col-span-2 lg:col-span-1"
        />
        <Stat
          icon={<ShoppingBag />}
          label="Available to spend"
          value={show(summary.availableCents, hideTotals)}
          hint="Credit + cash"
          testId="available-balance"
          className="sm:col-span-2 lg:col-span-1"
        />
        <Stat
          icon={<Lock />}
          label="On hold"
          value={show(summary.heldCents, hideTotals)}
          hint="Until your trades complete"
          testId="held-balance"
          className="sm:col-span-2 lg:col-span-1"
        />
        <Stat
          icon={<TrendingUp />}
          label="This week"
          value={show(summary.earnings.weekCents, hideCash)}
          hint="Earned, last 7 days"
          testId="earned-week"
          className="sm:col-span-3 lg:col-span-1"
        />
        <Stat
          icon={<CalendarDays />}
          label="This month"
          value={show(summary.earnings.monthCents, hideCash)}
          hint="Earned, last 30 days"
          testId="earned-month"
          className="sm:col-span-3 lg:col-span-1"
        />
      </dl>
    </Card>
  );
}
