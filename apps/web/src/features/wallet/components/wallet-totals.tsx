import { formatCents, type WalletSummary } from '@swapyard/domain/wallet';
import { CalendarDays, Lock, PiggyBank, ShoppingBag, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { HIDDEN_AMOUNT } from './wallet-card';

function Stat({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint: string }) {
  return (
    <div className="flex min-w-0 gap-3 p-4 sm:p-5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground max-sm:hidden [&_svg]:size-4.5">
        {icon}
      </span>
      <div className="grid min-w-0 gap-0.5">
        <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
        <dd className="text-lg font-semibold tracking-tight tabular-nums sm:text-xl">{value}</dd>
        <dd className="text-xs text-muted-foreground">{hint}</dd>
      </div>
    </div>
  );
}

/**
 * Total value and available to spend (both credit plus cash, spec), and what the member earned from trades and
 * sales this week and month (from the ledger). A hidden wallet hides the figures that would reveal it.
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
      <dl className="grid grid-cols-2 divide-border max-sm:[&>*:nth-child(-n+2)]:border-b sm:grid-cols-4 sm:divide-x">
        <Stat
          icon={<PiggyBank />}
          label="Total value"
          value={show(summary.totalCents, hideTotals)}
          hint="Credit + cash"
        />
        <Stat
          icon={<ShoppingBag />}
          label="Available to spend"
          value={show(summary.availableCents, hideTotals)}
          hint="On Swapyard"
        />
        <Stat
          icon={<TrendingUp />}
          label="This week"
          value={show(summary.earnings.weekCents, hideCash)}
          hint="Earned, last 7 days"
        />
        <Stat
          icon={<CalendarDays />}
          label="This month"
          value={show(summary.earnings.monthCents, hideCash)}
          hint="Earned, last 30 days"
        />
      </dl>
      {summary.heldCents > 0 ? (
        <p className="flex items-center gap-2 border-t border-border bg-surface-muted px-4 py-3 text-sm text-muted-foreground sm:px-5">
          <Lock aria-hidden className="size-4 shrink-0" />
          <span>
            <span className="font-semibold text-foreground tabular-nums" data-testid="held-amount">
              {show(summary.heldCents, hideTotals)}
            </span>{' '}
            on hold for pending offers — not spendable until released.
          </span>
        </p>
      ) : null}
    </Card>
  );
}
