import { followsEndpoints } from '@swapyard/domain/endpoints/follows';
import type { FollowList } from '@swapyard/domain/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { connectionsQueryKey } from './profile-query-keys';

export type ConnectionKind = 'followers' | 'following';

/** Who follows the member, or whom they follow: profiles, newest first (under the profile's visibility). */
export function getConnections(userId: string, which: ConnectionKind): Promise<FollowList> {
  return callEndpoint(followsEndpoints[which], { params: { id: userId } });
}

export const connectionsQueryOptions = (userId: string, which: ConnectionKind) =>
  queryOptions({
    queryKey: connectionsQueryKey(userId, which),
    queryFn: () => getConnections(userId, which),
  });

export const useConnections = (userId: string, which: ConnectionKind, { enabled }: { enabled: boolean }) =>
  useQuery({ ...connectionsQueryOptions(userId, which), enabled });
