import { formatCents } from '@swapyard/domain/money';
import { withdrawalMessages, type Withdrawal, type WithdrawalStatus } from '@swapyard/domain/withdrawals';
import { Landmark, Wallet } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useWithdrawals } from '../api/withdrawals';
import { useCancelWithdrawal } from '../api/withdrawals-cancel';
import { walletQueryKeys } from '@/lib/query-keys';

const statusStyles: Record<WithdrawalStatus, string> = {
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  processing: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  cancelled: 'bg-accent text-muted-foreground',
};

const statusLabels: Record<WithdrawalStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Bank Transfer · Ada Lovelace ••••6789" or "PayPal · me@example.com": never a full account number. */
function destination(w: Withdrawal): string {
  if (w.method === 'paypal') return `PayPal · ${w.details.paypalEmail ?? ''}`;
  return ['Bank Transfer ·', w.details.accountHolder, w.details.accountNumberMasked]
    .filter(Boolean)
    .join(' ');
}

function CancelWithdrawal({ withdrawal }: { withdrawal: Withdrawal }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelWithdrawal({
    onCancelled: () => {
      setOpen(false);
      toast.success(withdrawalMessages.cancelledTitle, {
        description: `${formatCents(withdrawal.amountCents)} is back in your cash wallet.`,
      });
    },
    onFailed: () => {
      setOpen(false);
      toast.error(withdrawalMessages.cancelFailedTitle, { description: withdrawalMessages.cancelFailed });
    },
  });
  const onConfirm = () => cancel.mutate(withdrawal.id);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Cancel withdrawal of ${formatCents(withdrawal.amountCents)}`}
        >
          Cancel
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <div className="grid gap-1.5">
          <AlertDialogTitle>Cancel withdrawal?</AlertDialogTitle>
          <AlertDialogDescription>{withdrawalMessages.cancelConfirm}</AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              Keep withdrawal
            </Button>
          </AlertDialogCancel>
          {/* A plain button: the dialog stays open until the server has answered. */}
          <Button variant="danger" onClick={onConfirm} disabled={cancel.isPending}>
            {cancel.isPending ? <Spinner className="size-4" /> : null}
            Cancel withdrawal
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function WithdrawalLine({ withdrawal: w }: { withdrawal: Withdrawal }) {
  return (
    <li className="grid gap-2 py-3.5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted-foreground [&_svg]:size-4.5"
        >
          {w.method === 'paypal' ? <Wallet /> : <Landmark />}
        </span>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="text-sm font-semibold tabular-nums">{formatCents(w.amountCents)}</p>
            <Badge className={cn('font-medium', statusStyles[w.status])}>{statusLabels[w.status]}</Badge>
          </div>
          <p className="text-xs break-words text-muted-foreground">{destination(w)}</p>
          <p className="text-xs text-muted-foreground tabular-nums">
            Fee {formatCents(w.processingFeeCents)} · Net {formatCents(w.netAmountCents)}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={w.createdAt}>{dateFormat.format(new Date(w.createdAt))}</time>
          </p>
          {w.status === 'failed' && w.failureReason ? (
            <p className="text-xs text-danger dark:text-red-400">
              {w.failureReason} The amount was returned to your cash wallet.
            </p>
          ) : null}
        </div>
        {w.status === 'pending' ? <CancelWithdrawal withdrawal={w} /> : null}
      </div>
    </li>
  );
}

/**
 * A payout that completes or fails while the page is open shows up through the list's polling; a failed one also
 * puts the money back, so the balances and activity are refreshed whenever a status changes.
 */
function useBalancesFollowPayouts(list: Withdrawal[] | undefined) {
  const queryClient = useQueryClient();
  const signature = list?.map((w) => `${w.id}:${w.status}`).join(',');
  const previous = useRef(signature);
  useEffect(() => {
    if (previous.current !== undefined && signature !== undefined && previous.current !== signature) {
      void queryClient.invalidateQueries({ queryKey: walletQueryKeys.summary });
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'activity'] });
    }
    previous.current = signature;
  }, [signature, queryClient]);
}

/** The member's withdrawals, newest first; a pending one can be cancelled after a confirmation. */
export function WithdrawalHistory() {
  const list = useWithdrawals();
  useBalancesFollowPayouts(list.data);
  return (
    <Card role="region" aria-labelledby="withdrawal-history-title">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id="withdrawal-history-title">Withdrawal History</CardTitle>
        <CardDescription>Withdrawals from your cash wallet, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Spinner label="Loading withdrawals..." />
        ) : list.isError ? (
          <div className="grid justify-items-start gap-2 py-4 text-sm">
            <p className="font-medium">Could not load your withdrawals.</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void list.refetch()}
              disabled={list.isFetching}
            >
              Try again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <EmptyState icon={<Landmark />} title="No withdrawals yet" className="py-10">
            Cash you withdraw to your bank account or PayPal will show up here.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label="Withdrawals">
            {list.data.map((w) => (
              <WithdrawalLine key={w.id} withdrawal={w} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
