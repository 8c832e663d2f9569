import { settingsEndpoints } from '@swapyard/domain/endpoints/settings';
import type { UpdateUserSettings, UserSettings } from '@swapyard/domain/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';
import { meQueryKey } from '@/lib/query-keys';

/** Changes only the given toggles and answers them all after the change. */
export function updateSettings(patch: UpdateUserSettings): Promise<UserSettings> {
  return callEndpoint(settingsEndpoints.update, { body: patch });
}

/**
 * The toggle moves at once; a failure puts back only the keys this change touched (another toggle saved meanwhile
 * keeps its new value). The caller shows the toasts.
 */
const updateSettingsMutationKey = ['settings', 'update'] as const;

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateSettingsMutationKey,
    mutationFn: updateSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: settingsQueryKey });
      const previous = queryClient.getQueryData<UserSettings>(settingsQueryKey);
      queryClient.setQueryData<UserSettings>(settingsQueryKey, (current) =>
        current ? { ...current, ...patch } : current,
      );
      return { previous };
    },
    onError: (_error, patch, context) => {
      const previous = context?.previous;
      if (!previous) return;
      const restored = Object.fromEntries(
        Object.keys(patch).map((key) => [key, previous[key as keyof UserSettings]]),
      );
      queryClient.setQueryData<UserSettings>(settingsQueryKey, (current) =>
        current ? { ...current, ...restored } : previous,
      );
    },
    // Refetch once the last of several quick changes settles: an earlier refetch would flash older values. The
    // member (`me`) carries the profile's privacy settings, which visibility and location sharing change.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: updateSettingsMutationKey }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
