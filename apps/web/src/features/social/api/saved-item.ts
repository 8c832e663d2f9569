import { savedItemsEndpoints } from '@swapyard/domain/endpoints/saved-items';
import type { SavedState } from '@swapyard/domain/saved-items';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { savedItemsQueryKey, savedStateQueryKey } from '@/lib/query-keys';

/** Whether the signed-in member has saved the item. */
export function getSavedState(itemId: string): Promise<SavedState> {
  return callEndpoint(savedItemsEndpoints.state, { params: { id: itemId } });
}

/** Save or unsave: idempotent, answers the state after the change. */
export function setSavedState(itemId: string, saved: boolean): Promise<SavedState> {
  return callEndpoint(saved ? savedItemsEndpoints.save : savedItemsEndpoints.unsave, {
    params: { id: itemId },
  });
}

export const savedStateQueryOptions = (itemId: string) =>
  queryOptions({ queryKey: savedStateQueryKey(itemId), queryFn: () => getSavedState(itemId) });

/** Only asked for a signed-in member who does not own the item (a visitor has nothing saved). */
export const useSavedState = (itemId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...savedStateQueryOptions(itemId), enabled });

interface SetSavedOutcome {
  onDone?: (state: SavedState) => void;
  onFailed?: (error: Error) => void;
}

/**
 * The heart turns at once; a failure puts it back (the caller shows the toast). A caller that goes away once the
 * saved list is refetched (a row of /saved) passes its toasts here: callbacks given to `mutate()` are dropped when
 * the component that called it has gone.
 */
export function useSetSaved(itemId: string, outcome: SetSavedOutcome = {}) {
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
    onError: (error, _saved, context) => {
      queryClient.setQueryData<SavedState | undefined>(key, context?.previous);
      outcome.onFailed?.(error);
    },
    onSuccess: (state) => {
      queryClient.setQueryData<SavedState>(key, state);
      outcome.onDone?.(state);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedItemsQueryKey }),
  });
}
