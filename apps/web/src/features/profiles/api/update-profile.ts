import { profilesEndpoints } from '@swapyard/domain/endpoints/profiles';
import type { OwnProfile, ProfileUpdateInput } from '@swapyard/domain/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { profilesQueryKey } from './profile-query-keys';
import { meQueryKey } from '@/lib/query-keys';

/** Changes any subset of the own profile's fields; answers the own profile as saved (normalised). */
export function updateProfile(body: ProfileUpdateInput): Promise<OwnProfile> {
  return callEndpoint(profilesEndpoints.update, { body });
}

/** After a save the header (me) and every cached profile view refetch, so names and colours agree everywhere. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: profilesQueryKey }),
      ]);
    },
  });
}
