import { ownProfileSchema, type OwnProfile, type ProfileUpdateInput } from '@swapyard/domain/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profilesQueryKey } from './profile-query-keys';
import { meQueryKey } from '@/lib/query-keys';

/** PATCH /api/me/profile: any subset of the fields; answers the own profile as saved (normalised). */
export function updateProfile(body: ProfileUpdateInput): Promise<OwnProfile> {
  return apiRequest('/me/profile', ownProfileSchema, { method: 'PATCH', body });
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
