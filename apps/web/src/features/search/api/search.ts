import { searchEndpoints } from '@swapyard/domain/endpoints/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const failureLog = { users: 'Member search failed', items: 'Item search failed' } as const;
type Scope = keyof typeof failureLog;

/**
 * One scope's search. A search failure (docs/product/search.md, "The dialog") is only logged, so it reads as nothing
 * found in that scope while the other scopes (and categories) still show.
 */
async function search<T>(scope: Scope, ask: () => Promise<T[]>): Promise<T[]> {
  try {
    return await ask();
  } catch (error) {
    console.error(failureLog[scope], error);
    return [];
  }
}

/** One scope's results for the (already debounced, trimmed) query; nothing is asked while it is empty. */
function useSearch<T>(scope: Scope, query: string, ask: (q: string) => Promise<T[]>) {
  return useQuery(
    queryOptions({
      queryKey: ['search', scope, query.toLowerCase()],
      queryFn: () => search(scope, () => ask(query)),
      staleTime: 30_000,
      enabled: query !== '',
    }),
  );
}

export const useSearchUsers = (query: string) =>
  useSearch('users', query, async (q) => (await callEndpoint(searchEndpoints.users, { query: { q } })).users);
export const useSearchItems = (query: string) =>
  useSearch('items', query, async (q) => (await callEndpoint(searchEndpoints.items, { query: { q } })).items);
