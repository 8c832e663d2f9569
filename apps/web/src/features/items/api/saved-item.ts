import { savedStateSchema, type SavedState } from '@swapyard/domain/saved-items';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemQueryKey } from './get-item';

export const savedStateQueryKey = (itemId: string) => [...itemQueryKey(itemId), 'saved'] as const;
/** The saved list (/saved) lives under this key; a toggle here refreshes it. */
export const savedItemsQueryKey = ['saved-items'] as const;

const path = (itemId: string) => `/items/${encodeURIComponent(itemId)}/saved`;

/** GET /api/items/{id}/saved: whether the signed-in member has saved the item. */
export function getSavedState(itemId: string): Promise<SavedState> {
  return apiRequest(path(itemId), savedStateSchema);
}

/** PUT (save) or DELETE (unsave) /api/items/{id}/saved: idempotent, answers the state after the change. */
export function setSavedState(itemId: string, saved: boolean): Promise<SavedState> {
  return apiRequest(path(itemId), savedStateSchema, { method: saved ? 'PUT' : 'DELETE' });
}

export const savedStateQueryOptions = (itemId: string) =>
  queryOptions({ queryKey: savedStateQueryKey(itemId), queryFn: () => getSavedState(itemId) });

/** Only asked for a signed-in member who does not own the item (a visitor has nothing saved). */
export const useSavedState = (itemId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...savedStateQueryOptions(itemId), enabled });

/** The heart turns at once; a failure puts it back (the caller shows the toast). */
export function useSetSaved(itemId: string) {
  const queryClient = useQueryClient();
  const key = savedStateQueryKey(itemId);
  return useMutation({
    mutationFn: (saved: boolean) => setSavedState(itemId, saved),
    onMutate: async (saved) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedState>(key);
      queryClient.setQueryData<SavedState>(key, { saved });
      return { previous };
    },
    onError: (_error, _saved, context) => {
      queryClient.setQueryData<SavedState | undefined>(key, context?.previous);
    },
    onSuccess: (state) => queryClient.setQueryData<SavedState>(key, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedItemsQueryKey }),
  });
}
