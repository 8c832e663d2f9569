import { formatCents } from '@swapyard/domain/money';
import { WALLET_LOAD_ERROR, type WalletActivity, type WalletActivityFilter } from '@swapyard/domain/wallet';
import { ArrowDownLeft, ArrowUpRight, Lock, LockOpen, Receipt } from 'lucide-react';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useWalletActivity } from '../api/get-wallet-activity';

const tabs: Array<{ value: WalletActivityFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'credit', label: 'Credit Wallet' },
  { value: 'cash', label: 'Cash Wallet' },
];

/** Which wallet a line moved money in or out of; 'held' only on a payment from a hold on both wallets. */
const walletLabels: Record<WalletActivity['wallet'], string> = {
  credit: 'Credit',
  cash: 'Cash',
  held: 'Credit + cash',
};

const holdLabels: Record<NonNullable<WalletActivity['hold']>, string> = {
  held: 'On hold',
  released: 'Released',
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '+$10.00' for money in, '-$4.50' for money out. */
export const signedCents = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

const tones = {
  in: {
    icon: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
    amount: 'text-emerald-700 dark:text-emerald-400',
  },
  out: { icon: 'bg-surface-muted text-muted-foreground', amount: 'text-red-600 dark:text-red-400' },
  hold: { icon: 'bg-surface-muted text-muted-foreground', amount: 'text-muted-foreground' },
} as const;

/**
 * One line. A hold is money set aside, neither in nor out (docs/product/wallet.md "Activity"): neutral, a lock,
 * the amount without a sign, and 'On hold' or 'Released' where other lines name their wallet.
 */
function ActivityLine({ line, showWallet }: { line: WalletActivity; showWallet: boolean }) {
  const tone = line.hold ? 'hold' : line.amountCents > 0 ? 'in' : 'out';
  const icon =
    line.hold === 'released' ? (
      <LockOpen />
    ) : line.hold ? (
      <Lock />
    ) : tone === 'in' ? (
      <ArrowDownLeft />
    ) : (
      <ArrowUpRight />
    );
  const label = line.hold ? holdLabels[line.hold] : showWallet ? walletLabels[line.wallet] : null;
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full [&_svg]:size-4.5',
          tones[tone].icon,
        )}
      >
        {icon}
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="text-sm font-medium break-words">{line.description}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={line.createdAt}>{dateFormat.format(new Date(line.createdAt))}</time>
          {label ? <> · {label}</> : null}
        </p>
      </div>
      <p
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          tones[tone].amount,
          line.hold === 'released' && 'line-through',
        )}
      >
        {line.hold ? formatCents(line.amountCents) : signedCents(line.amountCents)}
      </p>
    </li>
  );
}

function ActivityList({ wallet }: { wallet: WalletActivityFilter }) {
  const activity = useWalletActivity(wallet);
  if (activity.isPending) return <Spinner label="Loading transactions..." />;
  if (activity.isError) {
    return (
      <div className="grid justify-items-start gap-2 py-4 text-sm">
        <p className="font-medium">{WALLET_LOAD_ERROR}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void activity.refetch()}
          disabled={activity.isFetching}
        >
          Try again
        </Button>
      </div>
    );
  }
  const lines = activity.data.pages.flatMap((page) => page.activity);
  if (lines.length === 0) {
    return (
      <EmptyState icon={<Receipt />} title="No transactions yet" className="py-10">
        Top-ups, sales, trades and withdrawals will show up here.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="divide-y divide-border" aria-label="Transactions" aria-busy={activity.isFetching}>
        {lines.map((line) => (
          <ActivityLine key={line.id} line={line} showWallet={wallet === 'all'} />
        ))}
      </ul>
      <LoadMoreButton pages={activity} />
    </div>
  );
}

/** Recent activity from the ledger, with tabs for all wallets, the credit wallet and the cash wallet. */
export function WalletActivityCard() {
  return (
    <Card role="region" aria-labelledby="wallet-activity-title">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id="wallet-activity-title">Recent Activity</CardTitle>
        <CardDescription>Every movement of money in your wallets, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="all" className="grid gap-3">
          <TabsList className="w-full sm:w-auto sm:justify-self-start">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              <ActivityList wallet={tab.value} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
