import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useClosetItems } from '../api/get-closet-items';
import { useClosets } from '../api/get-closets';
import { closetEmptyState } from '../lib/closet-view';
import { AddItemButton, AddItemTile } from './add-item-tile';
import { ClosetToolbar, type ClosetControls } from './closet-toolbar';
import { ItemCard } from './item-card';

interface ClosetBrowserProps {
  userId: string;
  isOwner: boolean;
  /** One closet's view: the category is fixed and its filter is not offered. */
  category?: string;
}

const initialControls: ClosetControls = { layout: 'grid', sort: 'newest', category: '', status: 'all' };

/**
 * A closet's items (docs/product/closets.md, "Closet views"): grid or list, sort, category filter, the owner's
 * status filter, 'Add Item' and delete on the own closet, more pages on demand.
 */
export function ClosetBrowser({ userId, isOwner, category }: ClosetBrowserProps) {
  const [controls, setControls] = useState(initialControls);
  const closets = useClosets(userId);
  const chosenCategory = category ?? (controls.category || undefined);
  const query = useClosetItems(userId, {
    sort: controls.sort,
    category: chosenCategory,
    // Only the owner sends a status: the server refuses one from anyone else.
    status: isOwner ? controls.status : undefined,
  });

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = chosenCategory !== undefined || (isOwner && controls.status !== 'all');
  const empty = closetEmptyState({ isOwner, filtered });
  const gridClass =
    controls.layout === 'grid'
      ? 'grid grid-cols-2 gap-3 @lg:grid-cols-3 @lg:gap-4 @3xl:grid-cols-4'
      : 'grid gap-3';

  return (
    <section aria-label="Closet items" className="@container grid gap-4">
      <ClosetToolbar
        value={controls}
        onChange={setControls}
        isOwner={isOwner}
        closets={category === undefined ? (closets.data?.closets ?? []) : undefined}
      />
      {query.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading items..." />
        </div>
      ) : query.isError ? (
        <EmptyState title="Error loading items">{errorMessage(query.error)}</EmptyState>
      ) : (
        <>
          {items.length === 0 ? (
            <EmptyState
              icon={<PackageOpen />}
              title={empty.title}
              action={isOwner && !filtered ? <AddItemButton /> : undefined}
            >
              {empty.text}
            </EmptyState>
          ) : (
            <ul className={gridClass} aria-busy={query.isPlaceholderData || undefined}>
              {isOwner ? (
                <li className="grid">
                  <AddItemTile layout={controls.layout} />
                </li>
              ) : null}
              {items.map((item) => (
                <li key={item.id} className="grid">
                  <ItemCard item={item} isOwner={isOwner} layout={controls.layout} />
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
