import type { Item } from '@swapyard/domain/items';
import { searchItemsResultSchema, searchUsersResultSchema, type SearchUser } from '@swapyard/domain/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const failureLog = { users: 'Member search failed', items: 'Item search failed' } as const;
type Scope = keyof typeof failureLog;

/**
 * GET /api/search/{scope}. A search failure (docs/product/search.md, "The dialog") is only logged, so it reads as
 * nothing found in that scope while the other scopes (and categories) still show.
 */
async function search<S extends Scope, T>(
  scope: S,
  query: string,
  schema: z.ZodType<Record<S, T[]>>,
): Promise<T[]> {
  try {
    const result = await apiRequest(`/search/${scope}?q=${encodeURIComponent(query)}`, schema);
    return result[scope];
  } catch (error) {
    console.error(failureLog[scope], error);
    return [];
  }
}

/** One scope's results for the (already debounced, trimmed) query; nothing is asked while it is empty. */
function useSearch<S extends Scope, T>(scope: S, query: string, schema: z.ZodType<Record<S, T[]>>) {
  return useQuery(
    queryOptions({
      queryKey: ['search', scope, query.toLowerCase()],
      queryFn: () => search(scope, query, schema),
      staleTime: 30_000,
      enabled: query !== '',
    }),
  );
}

export const useSearchUsers = (query: string) =>
  useSearch<'users', SearchUser>('users', query, searchUsersResultSchema);
export const useSearchItems = (query: string) =>
  useSearch<'items', Item>('items', query, searchItemsResultSchema);
