import { ArrowLeftRight } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The Swapyard mark and word. The word stays visible at every width: it is the link's name too. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden
        className="flex size-8 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm shadow-indigo-500/30"
      >
        <ArrowLeftRight className="size-4.5" strokeWidth={2.5} />
      </span>
      <span className="text-lg font-bold tracking-tight">Swapyard</span>
    </span>
  );
}
