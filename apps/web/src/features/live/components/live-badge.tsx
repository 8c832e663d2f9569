import { cn } from '@/lib/cn';

/** The red LIVE badge of a stream that is on air. */
export function LiveBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-md bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white',
        className,
      )}
    >
      <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
      LIVE
    </span>
  );
}
