import { centsToDollarsInput } from '@swapyard/domain/money';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

type MoneyInputProps = Omit<ComponentProps<'input'>, 'type' | 'min' | 'max'> & {
  /** The input's min and max, in cents (shown to the browser as dollars). */
  minCents?: number;
  maxCents?: number;
};

/** A dollar amount: a number input (step 0.01, decimal keypad on phones) with a "$" in front. */
export function MoneyInput({ className, minCents, maxCents, ...props }: MoneyInputProps) {
  const dollars = (cents: number | undefined) =>
    cents === undefined ? undefined : centsToDollarsInput(cents, { short: true });
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted-foreground"
      >
        $
      </span>
      <Input
        type="number"
        inputMode="decimal"
        step="0.01"
        min={dollars(minCents)}
        max={dollars(maxCents)}
        className={cn('pl-7', className)}
        {...props}
      />
    </div>
  );
}
