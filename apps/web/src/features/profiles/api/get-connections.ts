import { followListSchema, type FollowList } from '@swapyard/domain/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionsQueryKey } from './profile-query-keys';

export type ConnectionKind = 'followers' | 'following';

/** GET /api/users/{id}/followers or /following: profiles, newest first (under the profile's visibility). */
export function getConnections(userId: string, which: ConnectionKind): Promise<FollowList> {
  return apiRequest(`/users/${encodeURIComponent(userId)}/${which}`, followListSchema);
}

export const connectionsQueryOptions = (userId: string, which: ConnectionKind) =>
  queryOptions({
    queryKey: connectionsQueryKey(userId, which),
    queryFn: () => getConnections(userId, which),
  });

export const useConnections = (userId: string, which: ConnectionKind, { enabled }: { enabled: boolean }) =>
  useQuery({ ...connectionsQueryOptions(userId, which), enabled });
