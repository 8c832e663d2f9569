import { currentSessionSchema, type Me } from '@swapyard/domain/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/**
 * GET /api/session: the signed-in member, or null for a visitor. Not GET /api/me, whose 401 for a visitor the browser
 * would log as a failed request on every page load.
 */
export async function getMe(): Promise<Me | null> {
  return (await apiRequest('/session', currentSessionSchema)).me;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // The session changes only through sign-in/out (which update this cache) or expiry (caught on focus).
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
