import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  neutral: 'bg-accent text-foreground',
  brand: 'bg-primary-soft text-primary-soft-foreground',
  /** The small red count on header icons. */
  count:
    'min-w-5 h-5 justify-center bg-red-600 px-1.5 text-[11px] leading-none text-white ring-2 ring-background',
} as const;

export function Badge({
  variant = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
