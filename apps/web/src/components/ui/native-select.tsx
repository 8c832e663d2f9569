import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The platform's own select, styled like Input: the best keyboard and touch behaviour on every device. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-11 w-full cursor-pointer appearance-none rounded-xl border border-input bg-surface pr-10 pl-3.5 text-base text-foreground shadow-xs transition-colors sm:text-sm',
          'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
          'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/20',
          'invalid:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
