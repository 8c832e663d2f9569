import { dollarsFormatProblem, formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import {
  PLATFORM_FEE_PERCENT,
  WITHDRAWAL_METHOD_FEE_CENTS,
  WITHDRAWAL_MIN_CENTS,
  WITHDRAWAL_PROCESSING_TIME,
  withdrawalFeeCents,
  withdrawalMessages,
  withdrawalNetCents,
  withdrawalProblem,
  withdrawalSubmitDisabled,
  type WithdrawalMethod,
} from '@swapyard/domain/withdrawals';
import { ArrowUpRight, Clock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/money-input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { useCreateWithdrawal } from '../api/withdrawals-create';

export interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cash wallet balance: what may be withdrawn. */
  cashCents: number;
}

const methodLabels: Record<WithdrawalMethod, string> = { bank_transfer: 'Bank Transfer', paypal: 'PayPal' };
const feeLabels: Record<WithdrawalMethod, string> = {
  bank_transfer: `Processing fee (${PLATFORM_FEE_PERCENT}% + ${formatCents(WITHDRAWAL_METHOD_FEE_CENTS.bank_transfer)})`,
  paypal: `Processing fee (${PLATFORM_FEE_PERCENT}% + ${formatCents(WITHDRAWAL_METHOD_FEE_CENTS.paypal)})`,
};

const emptyDetails = { accountNumber: '', routingNumber: '', accountHolder: '', paypalEmail: '' };

/** The toast title for a refusal the server explains (it sends the title in `details.title`). */
function refusalTitle(error: unknown): string | undefined {
  if (!isApiError(error) || error.status >= 500) return undefined;
  const title = (error.details as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * Withdraw from the cash wallet (docs/product/wallet.md, "Withdrawals"): amount, method and its details, with the
 * fee and what the member receives shown as they type. The checks mirror the server's, which has the last word.
 */
export function WithdrawDialog({ open, onOpenChange, cashCents }: WithdrawDialogProps) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<WithdrawalMethod | ''>('');
  const [details, setDetails] = useState(emptyDetails);
  const create = useCreateWithdrawal();
  const amountId = useId();
  const amountHintId = useId();
  const methodId = useId();

  const amountCents = amount.trim() ? parseDollarsToCents(amount) : null;
  const feeCents = amountCents !== null && method ? withdrawalFeeCents(amountCents, method) : null;
  const netCents = amountCents !== null && method ? withdrawalNetCents(amountCents, method) : null;
  // '5.001' is wrongly written, not below the minimum: say that first.
  const amountProblem = !amount.trim()
    ? null
    : (dollarsFormatProblem(amount) ??
      (amountCents === null || amountCents < WITHDRAWAL_MIN_CENTS
        ? withdrawalMessages.invalidAmount
        : amountCents > cashCents
          ? withdrawalMessages.insufficient
          : null));
  // withdrawalSubmitDisabled (docs/product/wallet.md, "Withdrawals"); missing details are explained by a toast on
  // submit instead.
  const canSubmit =
    !withdrawalSubmitDisabled({ amountCents, cashCents, method: method || undefined }) && !create.isPending;

  const change = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    if (!next) {
      setAmount('');
      setMethod('');
      setDetails(emptyDetails);
    }
  };

  const setDetail = (key: keyof typeof emptyDetails) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || amountCents === null || !method) return;
    const chosen =
      method === 'paypal'
        ? { paypalEmail: details.paypalEmail.trim() }
        : {
            accountNumber: details.accountNumber.trim(),
            routingNumber: details.routingNumber.trim(),
            accountHolder: details.accountHolder.trim(),
          };
    const problem = withdrawalProblem({ amountCents, cashCents, method, details: chosen });
    if (problem) {
      toast.error(problem.title, { description: problem.message });
      return;
    }
    create.mutate(
      { amountCents, method, details: chosen },
      {
        onSuccess: () => {
          toast.success(withdrawalMessages.requestedTitle, { description: withdrawalMessages.requested });
          onOpenChange(false);
          setAmount('');
          setMethod('');
          setDetails(emptyDetails);
        },
        onError: (error) => {
          const title = refusalTitle(error);
          if (title) toast.error(title, { description: error.message });
          else toast.error(withdrawalMessages.failedTitle, { description: withdrawalMessages.failed });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent aria-describedby={undefined} className="max-h-[calc(100dvh-1.5rem)] overflow-y-auto">
        <form onSubmit={onSubmit} className="grid gap-5 p-5 sm:p-6" noValidate>
          <div className="grid gap-1.5 pr-8">
            <DialogTitle className="flex items-center gap-2">
              <ArrowUpRight aria-hidden className="size-5 text-primary dark:text-brand" />
              Withdraw Funds
            </DialogTitle>
            <DialogDescription>
              Transfer money from your cash wallet. Available: {formatCents(cashCents)}
            </DialogDescription>
          </div>

          <div className="grid gap-2">
            <Label htmlFor={amountId}>Withdrawal Amount</Label>
            <MoneyInput
              id={amountId}
              minCents={WITHDRAWAL_MIN_CENTS}
              maxCents={cashCents}
              placeholder="0.00"
              value={amount}
              aria-invalid={amountProblem ? true : undefined}
              aria-describedby={amountHintId}
              onChange={(event) => setAmount(event.target.value)}
            />
            {amountProblem ? (
              <p id={amountHintId} role="alert" className="text-sm text-danger dark:text-red-400">
                {amountProblem}
              </p>
            ) : (
              <p id={amountHintId} className="text-xs text-muted-foreground">
                Minimum {formatCents(WITHDRAWAL_MIN_CENTS)} · up to {formatCents(cashCents)}
              </p>
            )}
          </div>

          <div className="grid gap-2">
            <Label htmlFor={methodId}>Withdrawal Method</Label>
            <NativeSelect
              id={methodId}
              value={method}
              required
              onChange={(event) => setMethod(event.target.value as WithdrawalMethod | '')}
            >
              <option value="" disabled>
                Select withdrawal method
              </option>
              <option value="bank_transfer">{methodLabels.bank_transfer}</option>
              <option value="paypal">{methodLabels.paypal}</option>
            </NativeSelect>
          </div>

          {method === 'bank_transfer' ? (
            <fieldset className="grid gap-3">
              <legend className="sr-only">Bank account</legend>
              <FormField
                label="Account Holder Name"
                autoComplete="name"
                placeholder="Full name on the account"
                value={details.accountHolder}
                onChange={setDetail('accountHolder')}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField
                  label="Account Number"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="Account number"
                  value={details.accountNumber}
                  onChange={setDetail('accountNumber')}
                />
                <FormField
                  label="Routing Number"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="Routing number"
                  value={details.routingNumber}
                  onChange={setDetail('routingNumber')}
                />
              </div>
            </fieldset>
          ) : method === 'paypal' ? (
            <FormField
              label="PayPal Email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={details.paypalEmail}
              onChange={setDetail('paypalEmail')}
            />
          ) : null}

          <dl className="grid gap-2 rounded-xl bg-surface-muted p-4 text-sm" aria-live="polite">
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Withdrawal amount</dt>
              <dd className="tabular-nums">{amountCents !== null ? formatCents(amountCents) : '—'}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">
                {method ? feeLabels[method] : `Processing fee (${PLATFORM_FEE_PERCENT}% + method fee)`}
              </dt>
              <dd className="tabular-nums">{feeCents !== null ? `-${formatCents(feeCents)}` : '—'}</dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-border pt-2 font-semibold">
              <dt>You&apos;ll receive</dt>
              <dd className="tabular-nums" data-testid="withdrawal-net">
                {netCents !== null ? formatCents(Math.max(0, netCents)) : '—'}
              </dd>
            </div>
          </dl>

          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Clock aria-hidden className="size-3.5" />
            Processing time: {WITHDRAWAL_PROCESSING_TIME}
          </p>

          <div className="grid gap-2 sm:grid-cols-2">
            <Button
              type="button"
              variant="secondary"
              onClick={() => change(false)}
              disabled={create.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmit}>
              {create.isPending ? 'Processing...' : 'Request Withdrawal'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
