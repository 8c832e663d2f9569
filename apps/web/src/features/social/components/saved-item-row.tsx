import type { SavedItem } from '@swapyard/domain/saved-items';
import { appRoutes } from '@swapyard/domain/routes';
import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ItemPhoto } from '@/components/item-photo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { formatItemValue } from '@/lib/format';
import { useSetSaved } from '../api/saved-item';

const statusLabels = { swapped: 'Swapped', sold: 'Sold', hidden: 'Hidden' } as const;

/** One saved item: photo and title link to the item; Unsave sits beside the link, its own keyboard stop. */
export function SavedItemRow({ entry }: { entry: SavedItem }) {
  const { item } = entry;
  const setSaved = useSetSaved(item.id, {
    onDone: () => toast.success('Removed from saved items'),
    onFailed: (error) => toast.error(`Failed to unsave item: ${errorMessage(error)}`),
  });
  const status = item.status === 'available' ? null : statusLabels[item.status];

  const unsave = () => setSaved.mutate(false);

  return (
    <article className="relative flex items-center gap-3 rounded-2xl border border-border bg-surface p-2.5 pr-3 shadow-xs transition-shadow hover:shadow-md">
      <ItemPhoto
        item={item}
        sizes="(min-width: 640px) 80px, 64px"
        className="size-16 shrink-0 rounded-xl sm:size-20"
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={appRoutes.item(item.id)}
          className="truncate font-medium after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {item.title}
        </Link>
        <p className="truncate text-sm text-muted-foreground">
          {item.categoryLabel} · @{item.owner.username}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold tabular-nums">{formatItemValue(item.valueCents)}</span>
          {status ? <Badge>{status}</Badge> : null}
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="relative z-10"
        aria-label={`Unsave ${item.title}`}
        title="Unsave"
        disabled={setSaved.isPending}
        onClick={unsave}
      >
        <Bookmark aria-hidden className="size-5 fill-primary text-primary dark:fill-brand dark:text-brand" />
      </Button>
    </article>
  );
}
