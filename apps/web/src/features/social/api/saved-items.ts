import { savedItemsEndpoints } from '@swapyard/domain/endpoints/saved-items';
import type { SavedItemList } from '@swapyard/domain/saved-items';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { savedItemsQueryKey } from '@/lib/query-keys';

const PAGE_SIZE = 20;

/** Under the saved-items key, so saving or unsaving anywhere refreshes the list. */
export const savedItemsListQueryKey = (q: string) => [...savedItemsQueryKey, 'list', q] as const;

/** The member's saved items, newest saved first; `q` searches title and description. */
export function getSavedItems(q: string, cursor?: string): Promise<SavedItemList> {
  return callEndpoint(savedItemsEndpoints.list, {
    query: { limit: PAGE_SIZE, q: q || undefined, cursor },
  });
}

export const savedItemsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: savedItemsListQueryKey(q),
    queryFn: ({ pageParam }) => getSavedItems(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Keeps the previous results on screen while a new search loads, so the list does not flash empty. */
export const useSavedItems = (q: string, { enabled }: { enabled: boolean }) =>
  useInfiniteQuery({ ...savedItemsQueryOptions(q), enabled, placeholderData: keepPreviousData });
