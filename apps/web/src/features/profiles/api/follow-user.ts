import { followsEndpoints } from '@swapyard/domain/endpoints/follows';
import type { FollowState, PublicProfile } from '@swapyard/domain/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { profilesQueryKey, userProfileQueryKey } from './profile-query-keys';

/** Follow or unfollow: idempotent; answers the state and follower count. */
export function setFollowing(userId: string, following: boolean): Promise<FollowState> {
  return callEndpoint(following ? followsEndpoints.follow : followsEndpoints.unfollow, {
    params: { id: userId },
  });
}

/**
 * Follows or unfollows the member shown under `profileKey` (the id or username in the URL): the page patches at
 * once from the answer, then every profile view refetches (own following count, friends-only access).
 */
export function useSetFollowing(userId: string, profileKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => setFollowing(userId, following),
    onSuccess: (state) => {
      queryClient.setQueryData<PublicProfile>(userProfileQueryKey(profileKey), (current) => {
        if (!current) return current;
        const viewer = { ...current.viewer, isFollowing: state.following };
        if (current.restricted || state.followers === null) return { ...current, viewer };
        return { ...current, viewer, stats: { ...current.stats, followers: state.followers } };
      });
      void queryClient.invalidateQueries({ queryKey: profilesQueryKey });
    },
  });
}
