import type { SwapPreferences } from '@swapyard/domain/circles';
import { circlesEndpoints } from '@swapyard/domain/endpoints/circles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const swapPreferencesQueryKey = ['swap-preferences'] as const;

/** The member's cash limit (25% until they choose). */
export const swapPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: swapPreferencesQueryKey,
    queryFn: () => callEndpoint(circlesEndpoints.preferences),
  });

export const useSwapPreferences = () => useQuery(swapPreferencesQueryOptions());

/** Saves the member's cash limit; answers the preferences saved. */
export function useSaveSwapPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SwapPreferences) => callEndpoint(circlesEndpoints.savePreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(swapPreferencesQueryKey, saved),
  });
}
