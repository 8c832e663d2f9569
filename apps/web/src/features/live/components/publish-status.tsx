import { cn } from '@/lib/cn';
import type { PublishStatus } from '../hooks/use-publish-video';

const texts: Record<Exclude<PublishStatus, 'idle'>, string> = {
  connecting: 'Connecting video…',
  sending: 'Video on air',
  retrying: 'Video reconnecting…',
};

/** Whether the camera reaches the viewers: connecting, on air, or trying again. */
export function PublishStatusNote({ status }: { status: PublishStatus }) {
  if (status === 'idle') return null;
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-medium',
        status === 'sending' ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted-foreground',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          status === 'sending' ? 'bg-emerald-500' : 'animate-pulse bg-amber-500',
        )}
      />
      {texts[status]}
    </span>
  );
}
