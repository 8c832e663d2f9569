import {
  ADD_FUNDS_MAX_CENTS,
  ADD_FUNDS_MIN_CENTS,
  ADD_FUNDS_QUICK_CENTS,
  addFundsProblem,
  availabilityMessages,
  paymentMessages,
} from '@swapyard/domain/payments';
import { dollarsFormatProblem, formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import { CircleAlert, CreditCard, ExternalLink, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { MoneyInput } from '@/components/ui/money-input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useCreateCheckout } from '../api/create-checkout';
import { usePaymentAvailability } from '../api/get-availability';

export interface AddFundsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add funds (docs/product/wallet.md, "Adding funds"): a quick amount or a custom one ($5.00 to $500.00, no fee),
 * paid on the provider's hosted checkout in a new tab. The tab is opened synchronously in the click, so popup
 * blockers allow it, and pointed at the checkout once the server has created it. A server with no payment provider
 * (a deployment without Stripe and without the sandbox) takes no card top-ups: the dialog says so instead of
 * offering a checkout.
 */
export function AddFundsDialog({ open, onOpenChange }: AddFundsDialogProps) {
  const [quickCents, setQuickCents] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const checkout = useCreateCheckout();
  const availability = usePaymentAvailability(open);
  const unavailable = availability.data?.cardTopUps === false;
  const customId = useId();
  const errorId = useId();

  const amountCents = quickCents ?? (custom.trim() ? parseDollarsToCents(custom) : null);
  // '12.345' is wrongly written, not too small: say that before any rule about the size.
  const problem =
    quickCents === null && custom.trim()
      ? (dollarsFormatProblem(custom) ?? addFundsProblem(amountCents ?? 0))
      : null;
  const canPay = amountCents !== null && addFundsProblem(amountCents) === null && !checkout.isPending;

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setQuickCents(null);
      setCustom('');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPay || amountCents === null) return;
    // Opened now, inside the click: a tab opened after an await is a popup the browser may block.
    const tab = window.open('', '_blank');
    if (tab) {
      tab.opener = null;
      tab.document.title = 'Opening checkout…';
    }
    checkout.mutate(amountCents, {
      onSuccess: ({ url }) => {
        if (tab && !tab.closed) tab.location.href = url;
        else window.location.assign(url);
        change(false);
      },
      onError: (error) => {
        tab?.close();
        if (
          isApiError(error) &&
          error.code === 'UNAVAILABLE' &&
          error.message === availabilityMessages.cardTopUps
        ) {
          toast.error(availabilityMessages.cardTopUpsTitle, { description: availabilityMessages.cardTopUps });
          void availability.refetch();
        } else {
          toast.error(paymentMessages.initiateFailedTitle, { description: paymentMessages.initiateFailed });
        }
      },
    });
  };

  if (unavailable) {
    return (
      <Dialog open={open} onOpenChange={change}>
        <DialogContent aria-describedby={undefined}>
          <div className="grid gap-5 p-5 sm:p-6">
            <AddFundsHeading />
            <p role="status" className="flex items-start gap-2 rounded-xl bg-surface-muted p-4 text-sm">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {availabilityMessages.cardTopUps}
            </p>
            <Button variant="secondary" size="lg" className="w-full" onClick={() => change(false)}>
              Close
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent aria-describedby={undefined}>
        <form onSubmit={onSubmit} className="grid gap-5 p-5 sm:p-6">
          <AddFundsHeading />

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Quick amounts</legend>
            <div className="grid grid-cols-4 gap-2">
              {ADD_FUNDS_QUICK_CENTS.map((cents) => (
                <Button
                  key={cents}
                  variant={quickCents === cents ? 'primary' : 'secondary'}
                  aria-pressed={quickCents === cents}
                  className="h-11"
                  onClick={() => {
                    setQuickCents(cents);
                    setCustom('');
                  }}
                >
                  {formatCents(cents, { wholeDollars: true })}
                </Button>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-2">
            <Label htmlFor={customId}>Custom amount</Label>
            <MoneyInput
              id={customId}
              minCents={ADD_FUNDS_MIN_CENTS}
              maxCents={ADD_FUNDS_MAX_CENTS}
              placeholder="Enter amount"
              value={custom}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => {
                setCustom(event.target.value);
                setQuickCents(null);
              }}
            />
            {problem ? (
              <p id={errorId} role="alert" className="text-sm text-danger dark:text-red-400">
                {problem}
              </p>
            ) : (
              <p className="text-xs text-muted-foreground">
                Between {formatCents(ADD_FUNDS_MIN_CENTS)} and {formatCents(ADD_FUNDS_MAX_CENTS)}.
              </p>
            )}
          </div>

          <dl className="grid gap-2 rounded-xl bg-surface-muted p-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Amount</dt>
              <dd className="tabular-nums">
                {amountCents !== null && !problem ? formatCents(amountCents) : '—'}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Processing fee</dt>
              <dd>No processing fee</dd>
            </div>
            <div className="flex justify-between border-t border-border pt-2 font-semibold">
              <dt>Added to your wallet</dt>
              <dd className="tabular-nums">
                {amountCents !== null && !problem ? formatCents(amountCents) : '—'}
              </dd>
            </div>
          </dl>

          <div className="grid gap-2">
            <Button type="submit" size="lg" disabled={!canPay} className="w-full">
              {checkout.isPending ? (
                'Opening checkout...'
              ) : (
                <>
                  {amountCents !== null && !problem
                    ? `Pay ${formatCents(amountCents)}`
                    : 'Continue to payment'}
                  <ExternalLink aria-hidden className="size-4" />
                </>
              )}
            </Button>
            <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <ShieldCheck aria-hidden className="size-3.5" />
              Secure checkout opens in a new tab.
            </p>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function AddFundsHeading() {
  return (
    <div className="grid gap-1.5 pr-8">
      <DialogTitle className="flex items-center gap-2">
        <CreditCard aria-hidden className="size-5 text-primary dark:text-brand" />
        Add Funds
      </DialogTitle>
      <DialogDescription>Top up your credit wallet by card to spend on Swapyard.</DialogDescription>
    </div>
  );
}
