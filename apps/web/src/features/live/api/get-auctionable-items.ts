import { itemListSchema, MAX_ITEMS_PAGE_SIZE, type Item } from '@swapyard/domain/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** Pages read at most: a closet larger than this offers its newest 500 items. */
const MAX_PAGES = 10;

/** Only an available item that is public or Live Events Only can be auctioned (docs/product/live.md). */
export const isAuctionable = (item: Pick<Item, 'status' | 'visibility'>) =>
  item.status === 'available' && (item.visibility === 'public' || item.visibility === 'live-only');

/** GET /api/items/mine, page after page: the signed-in member's items that can go up for auction. */
export async function getAuctionableItems(): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const params = new URLSearchParams({ limit: String(MAX_ITEMS_PAGE_SIZE) });
    if (cursor) params.set('cursor', cursor);
    const list = await apiRequest(`/items/mine?${params}`, itemListSchema);
    items.push(...list.items.filter(isAuctionable));
    cursor = list.nextCursor;
    if (!cursor) break;
  }
  return items;
}

export const auctionableItemsQueryOptions = () =>
  queryOptions({ queryKey: liveQueryKeys.auctionableItems, queryFn: getAuctionableItems });

export const useAuctionableItems = () => useQuery(auctionableItemsQueryOptions());
