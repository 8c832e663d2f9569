import type { Item } from '@swapyard/domain/items';
import { Check, Lock } from 'lucide-react';
import { LoadMoreButton } from '@/components/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatItemValue } from '@/lib/format';
import { useOfferableItems } from '../api/get-closet-items';
import { useReservedItems } from '../api/get-reserved-items';
import { ItemThumb } from './item-thumb';

interface OfferableItemsGridProps {
  myId: string;
  selected: Item[];
  onToggle: (item: Item) => void;
}

/** My available items to offer; those already in a pending offer are marked Reserved and cannot be picked. */
export function OfferableItemsGrid({ myId, selected, onToggle }: OfferableItemsGridProps) {
  const items = useOfferableItems(myId, { own: true });
  const reserved = useReservedItems();
  const list = items.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Items from your closet</legend>
      {items.isPending || reserved.isPending ? (
        <Spinner label="Loading your items" />
      ) : items.isError ? (
        <p className="text-sm text-danger dark:text-red-400">Could not load your items.</p>
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-surface-muted p-3 text-sm text-muted-foreground">
          You have no available items to offer. You can still offer cash.
        </p>
      ) : (
        <ul className="grid max-h-64 grid-cols-1 gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
          {list.map((item) => {
            const isReserved = reserved.data?.has(item.id) ?? false;
            const isSelected = selected.some((s) => s.id === item.id);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  disabled={isReserved}
                  onClick={() => onToggle(item)}
                  className={cn(
                    'flex w-full cursor-pointer items-center gap-3 rounded-xl border border-border p-2 text-left transition-colors hover:bg-accent',
                    isSelected && 'border-primary bg-primary-soft/60 dark:border-brand',
                    isReserved && 'cursor-not-allowed opacity-60 hover:bg-transparent',
                  )}
                >
                  <ItemThumb photos={item.photos} />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate text-sm font-medium">{item.title}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {formatItemValue(item.valueCents)}
                    </span>
                    {isReserved ? (
                      <span className="flex items-center gap-1 text-xs font-medium text-amber-700 dark:text-amber-400">
                        <Lock aria-hidden className="size-3" />
                        Reserved
                      </span>
                    ) : null}
                  </span>
                  {isSelected ? (
                    <Check aria-hidden className="size-4 shrink-0 text-primary dark:text-brand" />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton pages={items} />
    </fieldset>
  );
}
