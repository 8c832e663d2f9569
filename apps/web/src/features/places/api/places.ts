import { placesEndpoints } from '@swapyard/domain/endpoints/places';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** Places starting with what was typed (already debounced and trimmed), or close to it; nothing asked below 2 letters. */
export function usePlaces(typed: string) {
  return useQuery(
    queryOptions({
      queryKey: ['places', typed.toLowerCase()],
      queryFn: () => callEndpoint(placesEndpoints.search, { query: { q: typed } }),
      staleTime: 5 * 60_000,
      enabled: typed.length >= 2,
      // The list stays while the next letters are looked up, rather than flashing empty.
      placeholderData: keepPreviousData,
    }),
  );
}
