import type { ClosetSort, ClosetStatusFilter } from '@swapyard/domain/closets';
import { closetsEndpoints } from '@swapyard/domain/endpoints/closets';
import type { ItemList } from '@swapyard/domain/items';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { itemsQueryKey } from '@/lib/query-keys';

export interface ClosetItemsFilter {
  sort: ClosetSort;
  /** A stored category value; undefined for every category. */
  category?: string;
  /** The owner's status filter; others never send one (the server refuses it). */
  status?: ClosetStatusFilter;
}

const PAGE_SIZE = 24;

export const closetItemsQueryKey = (userId: string, filter: ClosetItemsFilter) =>
  [...itemsQueryKey, 'closet-items', userId, filter] as const;

/** A member's closet items: one page in the chosen order; `cursor` from the previous page. */
export function getClosetItems(
  userId: string,
  filter: ClosetItemsFilter,
  cursor?: string,
): Promise<ItemList> {
  return callEndpoint(closetsEndpoints.items, {
    params: { userId },
    query: {
      sort: filter.sort,
      limit: PAGE_SIZE,
      category: filter.category || undefined,
      status: filter.status,
      cursor,
    },
  });
}

export const closetItemsQueryOptions = (userId: string, filter: ClosetItemsFilter) =>
  infiniteQueryOptions({
    queryKey: closetItemsQueryKey(userId, filter),
    queryFn: ({ pageParam }) => getClosetItems(userId, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Keeps the previous results on screen while another sort or filter loads, so the grid does not jump. */
export const useClosetItems = (userId: string, filter: ClosetItemsFilter) =>
  useInfiniteQuery({ ...closetItemsQueryOptions(userId, filter), placeholderData: keepPreviousData });
