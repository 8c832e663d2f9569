import { itemsEndpoints } from '@swapyard/domain/endpoints/items';
import { MAX_ITEMS_PAGE_SIZE, type Item, type ItemList } from '@swapyard/domain/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** Pages read at most: a closet larger than this offers its newest 500 items. */
const MAX_PAGES = 10;

/** Only an available item that is public or Live Events Only can be auctioned (docs/product/live.md). */
export const isAuctionable = (item: Pick<Item, 'status' | 'visibility'>) =>
  item.status === 'available' && (item.visibility === 'public' || item.visibility === 'live-only');

/** The member's own items, page after page: the signed-in member's items that can go up for auction. */
export async function getAuctionableItems(): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const list: ItemList = await callEndpoint(itemsEndpoints.listMine, {
      query: { limit: MAX_ITEMS_PAGE_SIZE, cursor: cursor ?? undefined },
    });
    items.push(...list.items.filter(isAuctionable));
    cursor = list.nextCursor;
    if (!cursor) break;
  }
  return items;
}

export const auctionableItemsQueryOptions = () =>
  queryOptions({ queryKey: liveQueryKeys.auctionableItems, queryFn: getAuctionableItems });

export const useAuctionableItems = () => useQuery(auctionableItemsQueryOptions());
