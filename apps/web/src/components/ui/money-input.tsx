import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/** A dollar amount: a number input (step 0.01, decimal keypad on phones) with a "$" in front. */
export function MoneyInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted-foreground"
      >
        $
      </span>
      <Input type="number" inputMode="decimal" step="0.01" className={cn('pl-7', className)} {...props} />
    </div>
  );
}
