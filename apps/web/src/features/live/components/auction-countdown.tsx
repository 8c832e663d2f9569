import { cn } from '@/lib/cn';
import { formatCountdown, isEndingSoon } from '../lib/countdown';

/** The time left of a running auction and, in its last seconds, 'ENDING SOON!'. */
export function AuctionCountdown({ seconds, className }: { seconds: number; className?: string }) {
  const soon = isEndingSoon(seconds);
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2', className)}>
      <span
        role="timer"
        aria-label="Time left"
        className={cn(
          'rounded-md px-2 py-0.5 font-mono text-sm font-semibold tabular-nums',
          soon ? 'bg-red-600 text-white' : 'bg-accent text-foreground',
        )}
      >
        {formatCountdown(seconds)}
      </span>
      {soon ? (
        <span className="animate-pulse text-xs font-bold tracking-wide text-red-600 dark:text-red-400">
          ENDING SOON!
        </span>
      ) : null}
    </span>
  );
}
