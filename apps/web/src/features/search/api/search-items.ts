import { searchItemsResultSchema } from '@swapyard/domain/search';
import type { Item } from '@swapyard/domain/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/search/items. Spec §8: item search errors are logged while users and categories still show, so a
 * failure reads as no items found.
 */
export async function searchItems(query: string): Promise<Item[]> {
  try {
    const { items } = await apiRequest(
      `/search/items?q=${encodeURIComponent(query)}`,
      searchItemsResultSchema,
    );
    return items;
  } catch (error) {
    console.error('Item search failed', error);
    return [];
  }
}

export const searchItemsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', 'items', query.toLowerCase()],
    queryFn: () => searchItems(query),
    staleTime: 30_000,
  });

/** Items for the (already debounced, trimmed) query; nothing is asked while it is empty (spec §5). */
export const useSearchItems = (query: string) =>
  useQuery({ ...searchItemsQueryOptions(query), enabled: query !== '' });
