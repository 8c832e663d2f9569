import { profilesEndpoints } from '@swapyard/domain/endpoints/profiles';
import type { PublicProfile } from '@swapyard/domain/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { userProfileQueryKey } from './profile-query-keys';

/** The member as the viewer may see them (restricted when the profile is not theirs to see). */
export function getUserProfile(usernameOrId: string): Promise<PublicProfile> {
  return callEndpoint(profilesEndpoints.getUser, { params: { usernameOrId } });
}

export const userProfileQueryOptions = (usernameOrId: string) =>
  queryOptions({
    queryKey: userProfileQueryKey(usernameOrId),
    queryFn: () => getUserProfile(usernameOrId),
    // 'User not found' is an answer, not a hiccup: no retries.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export const useUserProfile = (usernameOrId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...userProfileQueryOptions(usernameOrId), enabled });
