import { centsToDollarsInput, formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { CASH_STEP_CENTS, QUICK_CASH_CENTS, clampCash, fillGapCents } from '../lib/offer';

interface CashAmountFieldProps {
  cents: number;
  limitCents: number;
  remainingCents: number;
  onChange: (cents: number) => void;
}

const toInput = (cents: number) => (cents ? centsToDollarsInput(cents) : '');

/**
 * Cash added to a trade (docs/product/trades.md, "Adding cash"): 0 up to both wallets' total, minus/plus by $5,
 * quick +$5 and +$10 (disabled past the limit), and 'Add $x' filling what still remains.
 */
export function CashAmountField({ cents, limitCents, remainingCents, onChange }: CashAmountFieldProps) {
  const id = useId();
  const gap = fillGapCents(remainingCents, cents, limitCents) - cents;
  // The typed text stays as typed ('12.'), and follows the amount when a button changes it.
  const [text, setText] = useState(toInput(cents));
  const [shown, setShown] = useState(cents);
  if (cents !== shown) {
    setShown(cents);
    if (parseDollarsToCents(text || '0') !== cents) setText(toInput(cents));
  }
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>Add cash</Label>
        <span className="text-xs text-muted-foreground tabular-nums">
          Up to {formatCents(limitCents)} (both wallets)
        </span>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label="Less cash"
          className="shrink-0"
          disabled={cents <= 0}
          onClick={() => onChange(clampCash(cents - CASH_STEP_CENTS, limitCents))}
        >
          <Minus aria-hidden className="size-4" />
        </Button>
        <div className="min-w-0 flex-1">
          <MoneyInput
            id={id}
            minCents={0}
            maxCents={limitCents}
            placeholder="0.00"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              const parsed = parseDollarsToCents(event.target.value || '0');
              if (parsed !== null) onChange(clampCash(parsed, limitCents));
            }}
            onBlur={() => setText(toInput(cents))}
          />
        </div>
        <Button
          variant="secondary"
          size="icon"
          aria-label="More cash"
          className="shrink-0"
          disabled={cents + CASH_STEP_CENTS > limitCents}
          onClick={() => onChange(clampCash(cents + CASH_STEP_CENTS, limitCents))}
        >
          <Plus aria-hidden className="size-4" />
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {QUICK_CASH_CENTS.map((step) => (
          <Button
            key={step}
            variant="secondary"
            size="sm"
            disabled={cents + step > limitCents}
            onClick={() => onChange(cents + step)}
          >
            +{formatCents(step, { wholeDollars: true })}
          </Button>
        ))}
        {gap > 0 ? (
          <Button variant="soft" size="sm" onClick={() => onChange(cents + gap)}>
            Add {formatCents(gap)}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
