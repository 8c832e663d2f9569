import { avatarResponseSchema } from '@swapyard/domain/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profilesQueryKey } from './profile-query-keys';
import { meQueryKey } from '@/lib/query-keys';

/** POST /api/me/avatar (multipart `file`, 5 MB): the server re-encodes it and answers the new avatar URL. */
export function uploadAvatar(file: File): Promise<{ avatarUrl: string | null }> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/me/avatar', avatarResponseSchema, { method: 'POST', body });
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
