import {
  closetSortLabels,
  closetSorts,
  closetStatusFilters,
  type ClosetSort,
  type ClosetStatusFilter,
} from '@swapyard/domain/closets';
import type { Item, ItemVisibility } from '@swapyard/domain/items';
import { appRoutes } from '@swapyard/domain/routes';

/** The closet's sort orders, as the select lists them (docs/product/closets.md, "Closet views"). */
export const sortOptions = closetSorts.map((value) => ({ value, label: closetSortLabels[value] }));

const statusLabels: Record<ClosetStatusFilter, string> = {
  all: 'All statuses',
  available: 'Available',
  swapped: 'Swapped',
  sold: 'Sold',
  hidden: 'Hidden',
};
/** The owner's status filter values (docs/product/closets.md, "Closet views"). */
export const statusOptions = closetStatusFilters.map((value) => ({ value, label: statusLabels[value] }));

export const isClosetSort = (value: string): value is ClosetSort =>
  (closetSorts as readonly string[]).includes(value);
export const isStatusFilter = (value: string): value is ClosetStatusFilter =>
  (closetStatusFilters as readonly string[]).includes(value);

/** Own items open the owner's item route (/items/{id}), others' the public one (docs/product/closets.md). */
export function closetItemHref(item: Pick<Item, 'id'>, isOwner: boolean): string {
  return isOwner ? `/items/${encodeURIComponent(item.id)}` : appRoutes.item(item.id);
}

/** How the owner's visibility icon reads (the form's labels: 'Live Events Only'). */
export const visibilityLabels: Record<ItemVisibility, string> = {
  public: 'Public',
  private: 'Private',
  'live-only': 'Live Events Only',
};

export interface EmptyState {
  title: string;
  text?: string;
}

/**
 * The owner's closet with nothing in it invites a first upload; a filter (or someone else's closet) that matches
 * nothing says 'No items found'.
 */
export function closetEmptyState({ isOwner, filtered }: { isOwner: boolean; filtered: boolean }): EmptyState {
  if (isOwner && !filtered)
    return { title: 'Your closet is empty', text: 'Start by uploading your first item!' };
  return { title: 'No items found' };
}

/** '1 item', '3 items'. */
export const itemCountLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
