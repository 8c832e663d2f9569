import { savedSearchesEndpoints as endpoints } from '@swapyard/domain/endpoints/saved-searches';
import type { SavedSearchInput, SavedSearchUpdate } from '@swapyard/domain/saved-searches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const savedSearchesKey = ['saved-searches'] as const;

/** The member's saved searches, newest first, each with what is new since it was last opened. */
export const useSavedSearches = () =>
  useQuery({ queryKey: savedSearchesKey, queryFn: () => callEndpoint(endpoints.list) });

/** A change of any saved search: the list is read again (its counts may have changed too). */
function useSavedSearchMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export const useSaveSearch = () =>
  useSavedSearchMutation((body: Omit<SavedSearchInput, 'alerts'>) =>
    callEndpoint(endpoints.create, { body }),
  );

/** Renames it, or turns its alerts on or off. */
export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, ...body }: SavedSearchUpdate & { id: string }) =>
    callEndpoint(endpoints.update, { params: { id }, body }),
  );

export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: string) => callEndpoint(endpoints.remove, { params: { id } }));

/** Opening one: its new matches count from now. */
export const useOpenSavedSearch = () =>
  useSavedSearchMutation((id: string) => callEndpoint(endpoints.opened, { params: { id } }));
