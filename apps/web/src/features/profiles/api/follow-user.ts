import { followStateSchema, type FollowState, type PublicProfile } from '@swapyard/domain/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profilesQueryKey, userProfileQueryKey } from './profile-query-keys';

/** PUT (follow) or DELETE (unfollow) /api/users/{id}/follow: idempotent; answers the state and follower count. */
export function setFollowing(userId: string, following: boolean): Promise<FollowState> {
  return apiRequest(`/users/${encodeURIComponent(userId)}/follow`, followStateSchema, {
    method: following ? 'PUT' : 'DELETE',
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
