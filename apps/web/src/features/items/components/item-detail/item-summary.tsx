import { formatCents } from '@swapyard/domain/money';
import type { Item } from '@swapyard/domain/items';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { postedLabel } from '../../lib/item-detail';
import { ItemBadges } from './item-badges';

/**
 * Badges, the title (the page's h1), the value and when it was posted; `aside` holds Save and Share, `engagement`
 * the likes and views.
 */
export function ItemSummary({
  item,
  isOwner,
  aside,
  engagement,
}: {
  item: Item;
  isOwner: boolean;
  aside?: ReactNode;
  engagement?: ReactNode;
}) {
  // On phones a set value is shown in the action bar pinned at the bottom instead (see ActionBar).
  const valueInActionBar = !useMediaQuery(DESKTOP_QUERY) && item.valueCents !== null;
  return (
    <div className="grid gap-3">
      <ItemBadges item={item} isOwner={isOwner} />
      <div className="flex items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{item.title}</h1>
        {aside}
      </div>
      {valueInActionBar ? null : (
        <p className="text-3xl font-bold tracking-tight text-primary tabular-nums dark:text-brand">
          {item.valueCents === null ? (
            <span className="text-lg font-semibold text-muted-foreground">No value set</span>
          ) : (
            <>
              <span className="sr-only">Value: </span>
              {formatCents(item.valueCents)}
            </>
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {engagement}
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock aria-hidden className="size-4" />
          <time dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString()}>
            {postedLabel(item.createdAt)}
          </time>
        </p>
      </div>
    </div>
  );
}
