import { WANT_TEXTS } from '@swapyard/domain/circles';
import type { Item } from '@swapyard/domain/items';
import { Check, Repeat2 } from 'lucide-react';
import { useMe } from '@/features/auth';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useMyWants, useSetWanted } from '../api/wants';

/**
 * 'I want this' on another member's available item; pressed it reads 'Wanted' and pressing again removes the want
 * (docs/product/swap-circles.md, "Wants"). Swap circles are found among these wants. A visitor is asked to sign in.
 */
export function WantButton({
  item,
  size = 'md',
  className,
}: {
  item: Item;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const me = useMe();
  const signedIn = !!me.data;
  const wants = useMyWants({ enabled: signedIn });
  const setWanted = useSetWanted(item);
  const wanted = signedIn && !!wants.data?.wants.some((want) => want.item.id === item.id);

  const onClick = () => {
    if (!signedIn) return void toast.error(WANT_TEXTS.signIn);
    setWanted.mutate(!wanted, {
      onError: (error) => toast.error(WANT_TEXTS.wantFailed(errorMessage(error))),
    });
  };

  return (
    <button
      type="button"
      aria-pressed={wanted}
      disabled={me.isPending || (signedIn && wants.isPending)}
      onClick={onClick}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-full border font-medium whitespace-nowrap transition-colors select-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        wanted
          ? 'border-emerald-200 bg-emerald-50 text-emerald-800 hover:bg-emerald-100 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-300 dark:hover:bg-emerald-950'
          : 'border-input bg-surface text-foreground shadow-xs hover:bg-accent',
        size === 'sm' ? 'h-8 px-2.5 text-xs' : 'h-10 px-3.5 text-sm',
        className,
      )}
    >
      {wanted ? (
        <Check aria-hidden className={size === 'sm' ? 'size-4' : 'size-5'} />
      ) : (
        <Repeat2 aria-hidden className={size === 'sm' ? 'size-4' : 'size-5'} />
      )}
      {wanted ? WANT_TEXTS.wanted : WANT_TEXTS.want}
    </button>
  );
}
