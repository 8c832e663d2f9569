import type { ClosetList } from '@swapyard/domain/closets';
import { closetsEndpoints } from '@swapyard/domain/endpoints/closets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { itemsQueryKey } from '@/lib/query-keys';

/** Under the items prefix: listing, editing or deleting an item refreshes a member's closets too. */
export const closetsQueryKey = (userId: string) => [...itemsQueryKey, 'closets', userId] as const;

/**
 * A member's closets: one per category with the count and total value (dollars) of the items
 * the viewer may see, most items first. 403 when the member's profile visibility excludes the viewer.
 */
export function getClosets(userId: string): Promise<ClosetList> {
  return callEndpoint(closetsEndpoints.list, { params: { userId } });
}

export const closetsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: closetsQueryKey(userId), queryFn: () => getClosets(userId) });

export const useClosets = (userId: string) => useQuery(closetsQueryOptions(userId));
