import { formatBadgeCount } from '@swapyard/domain/format';
import { forwardRef, type ComponentProps } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

type IconButtonProps = ComponentProps<'button'> & {
  /** Required: an icon-only button needs a name for screen readers. */
  'aria-label': string;
  /** An unread count shown as a badge ('99+' above 99, nothing at zero). */
  count?: number;
};

/**
 * A round header button. forwardRef so Radix triggers (`asChild`) can attach to it.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { className, count = 0, children, 'aria-label': label, ...props },
  ref,
) {
  const badge = formatBadgeCount(count);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={badge ? `${label} (${badge} unread)` : label}
      className={cn(
        'relative inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-foreground transition-colors hover:bg-accent sm:size-10',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-accent',
        '[&_svg]:size-5',
        className,
      )}
      {...props}
    >
      {children}
      {badge ? (
        <Badge variant="count" aria-hidden className="absolute -top-0.5 -right-0.5">
          {badge}
        </Badge>
      ) : null}
    </button>
  );
});
