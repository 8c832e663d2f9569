import { closetsEndpoints } from '@swapyard/domain/endpoints/closets';
import { MAX_ITEMS_PAGE_SIZE, type ItemList } from '@swapyard/domain/items';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { itemsQueryKey } from '@/lib/query-keys';

interface OfferableFilter {
  /** My own closet: only what is available (the owner's status filter). */
  own: boolean;
  category?: string;
}

/**
 * Items a trade can include. For my own closet the status filter keeps to
 * available items; anyone else's closet already shows only what is available and public.
 */
function getOfferableItems(userId: string, filter: OfferableFilter, cursor?: string): Promise<ItemList> {
  return callEndpoint(closetsEndpoints.items, {
    params: { userId },
    query: {
      sort: 'newest',
      limit: MAX_ITEMS_PAGE_SIZE,
      status: filter.own ? 'available' : undefined,
      category: filter.category || undefined,
      cursor,
    },
  });
}

/** Under the items prefix, so listing or changing an item refreshes what can be offered. */
export const offerableItemsQueryOptions = (userId: string, filter: OfferableFilter) =>
  infiniteQueryOptions({
    queryKey: [...itemsQueryKey, 'offerable', userId, filter] as const,
    queryFn: ({ pageParam }) => getOfferableItems(userId, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useOfferableItems = (userId: string | undefined, filter: OfferableFilter) =>
  useInfiniteQuery({ ...offerableItemsQueryOptions(userId ?? '', filter), enabled: !!userId });

/** The member's categories with the count of items a visitor may see. */
export const memberClosetsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...itemsQueryKey, 'offerable-closets', userId] as const,
    queryFn: () => callEndpoint(closetsEndpoints.list, { params: { userId } }),
  });

export const useMemberClosets = (userId: string) => useQuery(memberClosetsQueryOptions(userId));
