import { closetListSchema } from '@swapyard/domain/closets';
import { MAX_ITEMS_PAGE_SIZE, itemListSchema, type ItemList } from '@swapyard/domain/items';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemsQueryKey } from '@/lib/query-keys';

interface OfferableFilter {
  /** My own closet: only what is available (the owner's status filter). */
  own: boolean;
  category?: string;
}

/**
 * GET /api/users/{userId}/closet-items: items a trade can include. For my own closet the status filter keeps to
 * available items; anyone else's closet already shows only what is available and public.
 */
function getOfferableItems(userId: string, filter: OfferableFilter, cursor?: string): Promise<ItemList> {
  const params = new URLSearchParams({ sort: 'newest', limit: String(MAX_ITEMS_PAGE_SIZE) });
  if (filter.own) params.set('status', 'available');
  if (filter.category) params.set('category', filter.category);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/users/${encodeURIComponent(userId)}/closet-items?${params}`, itemListSchema);
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

/** GET /api/users/{userId}/closets: the member's categories with the count of items a visitor may see. */
export const memberClosetsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...itemsQueryKey, 'offerable-closets', userId] as const,
    queryFn: () => apiRequest(`/users/${encodeURIComponent(userId)}/closets`, closetListSchema),
  });

export const useMemberClosets = (userId: string) => useQuery(memberClosetsQueryOptions(userId));
