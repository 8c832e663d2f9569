import type { Item } from '@swapyard/domain/items';
import { Eye, Globe, Heart, Lock, Radio } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { visibilityLabels } from '../lib/closet-view';

const visibilityIcons = { public: Globe, private: Lock, 'live-only': Radio } as const;

/** The owner's visibility icon, named for screen readers and on hover (docs/product/closets.md). */
export function VisibilityIcon({ item, className }: { item: Item; className?: string }) {
  const Icon = visibilityIcons[item.visibility];
  const label = visibilityLabels[item.visibility];
  return (
    <span
      title={label}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-full bg-surface/90 text-foreground shadow-sm ring-1 ring-border backdrop-blur-sm',
        className,
      )}
    >
      <Icon aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

const statusTones = {
  sold: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  swapped: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  hidden: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
} as const;
const statusLabels = { sold: 'Sold', swapped: 'Swapped', hidden: 'Hidden' } as const;

/** Sold, swapped or hidden; nothing for an available item. */
export function StatusBadge({ item }: { item: Item }) {
  if (item.status === 'available') return null;
  return <Badge className={statusTones[item.status]}>{statusLabels[item.status]}</Badge>;
}

/** Others' closets show likes (docs/product/closets.md, "Item status and visibility"). */
export function LikesCount({ item, className }: { item: Item; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground tabular-nums', className)}
    >
      <Heart aria-hidden className="size-3.5" />
      <span aria-hidden>{item.likes}</span>
      <span className="sr-only">{item.likes === 1 ? '1 like' : `${item.likes} likes`}</span>
    </span>
  );
}

/** The owner's own items show their likes and views (real counts: docs/product/social.md). */
export function EngagementCounts({ item }: { item: Item }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LikesCount item={item} />
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground tabular-nums">
        <Eye aria-hidden className="size-3.5" />
        <span aria-hidden>{item.views}</span>
        <span className="sr-only">{item.views === 1 ? '1 view' : `${item.views} views`}</span>
      </span>
    </span>
  );
}
