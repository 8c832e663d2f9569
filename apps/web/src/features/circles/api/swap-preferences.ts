import { swapPreferencesSchema, type SwapPreferences } from '@swapyard/domain/circles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const swapPreferencesQueryKey = ['swap-preferences'] as const;

/** GET /api/me/swap-preferences: the member's cash limit (25% until they choose). */
export const swapPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: swapPreferencesQueryKey,
    queryFn: () => apiRequest('/me/swap-preferences', swapPreferencesSchema),
  });

export const useSwapPreferences = () => useQuery(swapPreferencesQueryOptions());

/** PUT /api/me/swap-preferences: answers the preferences saved. */
export function useSaveSwapPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SwapPreferences) =>
      apiRequest('/me/swap-preferences', swapPreferencesSchema, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(swapPreferencesQueryKey, saved),
  });
}
