import type { Item } from '@swapyard/domain/items';
import { Link } from 'react-router';
import { formatItemValue } from '@/lib/format';
import { closetItemHref } from '../lib/closet-view';
import { DeleteClosetItem } from './delete-closet-item';
import { ItemPhoto } from '@/components/item-photo';
import { EngagementCounts, LikesCount, StatusBadge, VisibilityIcon } from './item-status';

export type ClosetLayout = 'grid' | 'list';

interface ItemCardProps {
  item: Item;
  /** The owner's closet: visibility icon, delete, likes and views; others see likes. */
  isOwner: boolean;
  layout: ClosetLayout;
}

/**
 * One closet item as a grid tile or a list row. The whole card is one link (photo and title); the owner's delete
 * sits beside it, never inside the link, so each is its own keyboard stop.
 */
export function ItemCard({ item, isOwner, layout }: ItemCardProps) {
  const href = closetItemHref(item, isOwner);
  if (layout === 'list') {
    return (
      <article className="relative flex items-center gap-3 rounded-2xl border border-border bg-surface p-2.5 pr-3 shadow-xs">
        <ItemPhoto item={item} sizes="80px" className="size-16 shrink-0 rounded-xl sm:size-20" />
        <div className="grid min-w-0 flex-1 gap-1">
          <Link
            to={href}
            className="truncate font-medium after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {item.title}
          </Link>
          <p className="truncate text-sm text-muted-foreground">{item.categoryLabel}</p>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold tabular-nums">{formatItemValue(item.valueCents)}</span>
            <StatusBadge item={item} />
            {isOwner ? <EngagementCounts item={item} /> : <LikesCount item={item} />}
          </div>
        </div>
        {isOwner ? (
          <div className="relative z-10 flex shrink-0 items-center gap-2">
            <VisibilityIcon item={item} />
            <DeleteClosetItem item={item} />
          </div>
        ) : null}
      </article>
    );
  }
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md">
      <ItemPhoto
        item={item}
        sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 50vw"
        className="transition-transform"
      />
      <div className="grid min-w-0 gap-1 p-3">
        <Link
          to={href}
          className="line-clamp-1 text-sm font-medium after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {item.title}
        </Link>
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-semibold tabular-nums">{formatItemValue(item.valueCents)}</span>
          {isOwner ? <EngagementCounts item={item} /> : <LikesCount item={item} />}
        </div>
      </div>
      <div className="pointer-events-none absolute inset-x-2 top-2 flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          {isOwner ? <VisibilityIcon item={item} /> : null}
          <StatusBadge item={item} />
        </div>
        {isOwner ? <DeleteClosetItem item={item} className="pointer-events-auto relative z-10" /> : null}
      </div>
    </article>
  );
}
