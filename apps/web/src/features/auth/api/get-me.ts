import { meSchema, type Me } from '@swapyard/domain/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/** GET /api/me: the signed-in member, or null for a visitor (401). */
export async function getMe(): Promise<Me | null> {
  try {
    return await apiRequest('/me', meSchema);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // The session changes only through sign-in/out (which update this cache) or expiry (caught on focus).
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
