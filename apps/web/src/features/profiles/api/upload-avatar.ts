import { profilesEndpoints } from '@swapyard/domain/endpoints/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { profilesQueryKey } from './profile-query-keys';
import { meQueryKey } from '@/lib/query-keys';

/** Uploads a new profile photo (multipart `file`, 5 MB): the server re-encodes it and answers the new avatar URL. */
export function uploadAvatar(file: File): Promise<{ avatarUrl: string | null }> {
  const body = new FormData();
  body.append('file', file);
  return callEndpoint(profilesEndpoints.uploadAvatar, { body });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: profilesQueryKey }),
      ]);
    },
  });
}
