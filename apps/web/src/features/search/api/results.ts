import { searchEndpoints } from '@swapyard/domain/endpoints/search';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { filtersQueryOf, searchQueryOf, type SearchState } from '../lib/search-params';

/** Every results page's queries (a saved search opened reads its results afresh). */
export const searchResultsRoot = ['search', 'results'] as const;

/**
 * The results page's listings, a page at a time (docs/product/search.md, "Results"). Keyed by the query and the
 * reader, since a member's distances are from their own place; a later visit to the same URL (Back) finds the pages
 * already read.
 */
export function useSearchResults(
  state: SearchState,
  readerId: string | null,
  { enabled }: { enabled: boolean },
) {
  const query = searchQueryOf(state);
  return useInfiniteQuery({
    queryKey: [...searchResultsRoot, readerId ?? 'visitor', query],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(searchEndpoints.results, { query: { ...query, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
    // The results stay while a changed filter's are asked for, rather than the page emptying at each tap.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many each filter would leave; the previous counts stay while the next are asked for. */
export function useSearchFacets(
  state: SearchState,
  readerId: string | null,
  { enabled }: { enabled: boolean },
) {
  const query = filtersQueryOf(state);
  return useQuery({
    queryKey: ['search', 'facets', readerId ?? 'visitor', query],
    queryFn: ({ signal }) => callEndpoint(searchEndpoints.facets, { query, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    enabled,
  });
}
