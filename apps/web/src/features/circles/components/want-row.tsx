import type { Want } from '@swapyard/domain/circles';
import { appRoutes } from '@swapyard/domain/routes';
import { Link } from 'react-router';
import { ItemPhoto } from '@/components/item-photo';
import { Badge } from '@/components/ui/badge';
import { formatItemValue } from '@/lib/format';
import { WantButton } from './want-button';

const statusLabels = { swapped: 'Swapped', sold: 'Sold', hidden: 'Hidden' } as const;

/** One want on /matches: the item (to its page), its owner and value, and 'Wanted' to stop wanting it. */
export function WantRow({ want }: { want: Want }) {
  const { item } = want;
  const status = item.status === 'available' ? null : statusLabels[item.status];
  return (
    <article className="relative flex items-center gap-3 rounded-2xl border border-border bg-surface p-2.5 pr-3 shadow-xs">
      <ItemPhoto item={item} sizes="64px" className="size-16 shrink-0 rounded-xl" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={appRoutes.item(item.id)}
          className="truncate font-medium after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {item.title}
        </Link>
        <p className="truncate text-sm text-muted-foreground">@{item.owner.username}</p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold tabular-nums">{formatItemValue(item.valueCents)}</span>
          {status ? <Badge>{status}</Badge> : null}
        </div>
      </div>
      <WantButton item={item} size="sm" className="relative z-10" />
    </article>
  );
}
