import { meEndpoints } from '@swapyard/domain/endpoints/me';
import type { Me } from '@swapyard/domain/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/**
 * The signed-in member, or null for a visitor: asked of the session endpoint, not of the member's own (`me`), whose
 * 401 for a visitor the browser would log as a failed request on every page load.
 */
export async function getMe(): Promise<Me | null> {
  return (await callEndpoint(meEndpoints.session)).me;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // The session changes only through sign-in/out (which update this cache) or expiry (caught on focus).
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
