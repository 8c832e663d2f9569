import { Eye } from 'lucide-react';
import { cn } from '@/lib/cn';

/** How many are watching (the streamer not counted), as an eye and a number. */
export function ViewerCount({ count, className }: { count: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex shrink-0 items-center gap-1 text-sm font-medium tabular-nums', className)}
    >
      <Eye aria-hidden className="size-4" />
      {count}
      <span className="sr-only"> watching</span>
    </span>
  );
}
