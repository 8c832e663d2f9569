import {
  paymentOptions,
  splitPayment,
  type TradePaymentMethod,
  type WalletBalances,
} from '@swapyard/domain/trades';
import { formatCents } from '@swapyard/domain/money';
import { cn } from '@/lib/cn';
import { paymentMethodLabels } from '../lib/offer';

interface PaymentOptionsProps {
  amountCents: number;
  wallets: WalletBalances;
  value: TradePaymentMethod | null;
  onChange: (method: TradePaymentMethod) => void;
  /** What the money is for, in the shortfall message ('make this offer', 'accept this offer'). */
  purpose?: string;
}

/**
 * The payment step (docs/product/trades.md, "Which wallet pays"): Credit or Cash when that wallet alone covers the
 * amount, Mixed only when neither does but both together do; when nothing can, how much more is needed.
 */
export function PaymentOptions({
  amountCents,
  wallets,
  value,
  onChange,
  purpose = 'make this offer',
}: PaymentOptionsProps) {
  const allowed = paymentOptions(amountCents, wallets);
  const methods = (['credit', 'cash', 'mixed'] as const).filter((m) => m !== 'mixed' || allowed.mixed);
  const balance = (method: TradePaymentMethod) => {
    if (method === 'credit') return `Balance ${formatCents(wallets.creditCents)}`;
    if (method === 'cash') return `Balance ${formatCents(wallets.cashCents)}`;
    const split = splitPayment('mixed', amountCents, wallets);
    return split ? `${formatCents(split.creditCents)} credit + ${formatCents(split.cashCents)} cash` : '';
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Pay {formatCents(amountCents)} with</legend>
      {methods.map((method) => {
        const enabled = allowed[method];
        return (
          <label
            key={method}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border border-border p-3 text-sm transition-colors',
              value === method && 'border-primary bg-primary-soft/50 dark:border-brand',
              !enabled && 'cursor-not-allowed opacity-55',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              disabled={!enabled}
              onChange={() => onChange(method)}
              className="size-4 accent-primary"
            />
            <span className="grid min-w-0 flex-1">
              <span className="font-medium">{paymentMethodLabels[method]}</span>
              <span className="text-xs text-muted-foreground tabular-nums">{balance(method)}</span>
            </span>
            {!enabled ? <span className="text-xs text-muted-foreground">Not enough</span> : null}
          </label>
        );
      })}
      {allowed.shortfallCents > 0 ? (
        <p role="alert" className="text-sm text-danger dark:text-red-400">
          Insufficient funds: you need {formatCents(allowed.shortfallCents)} more to {purpose}.
        </p>
      ) : null}
    </fieldset>
  );
}
