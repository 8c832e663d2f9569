import type { WantList, WantState } from '@swapyard/domain/circles';
import { circlesEndpoints } from '@swapyard/domain/endpoints/circles';
import type { Item } from '@swapyard/domain/items';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { itemsQueryKey } from '@/lib/query-keys';

/** Under the items key: an item edited or deleted anywhere refreshes the list of wants too. */
export const wantsQueryKey = [...itemsQueryKey, 'wants'] as const;

/** The signed-in member's wants, newest first (at most 100, so one request serves every card). */
export function getMyWants(): Promise<WantList> {
  return callEndpoint(circlesEndpoints.myWants);
}

/** Want or stop wanting an item: idempotent, answers the state after the change. */
export function setWanted(itemId: string, wanted: boolean): Promise<WantState> {
  return callEndpoint(wanted ? circlesEndpoints.want : circlesEndpoints.unwant, { params: { id: itemId } });
}

export const myWantsQueryOptions = () => queryOptions({ queryKey: wantsQueryKey, queryFn: getMyWants });

/** Only asked for a signed-in member (a visitor wants nothing). */
export const useMyWants = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...myWantsQueryOptions(), enabled });

/** The button turns at once (the item joins or leaves the list); a failure puts the list back. */
export function useSetWanted(item: Item) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wanted: boolean) => setWanted(item.id, wanted),
    onMutate: async (wanted) => {
      await queryClient.cancelQueries({ queryKey: wantsQueryKey });
      const previous = queryClient.getQueryData<WantList>(wantsQueryKey);
      const others = (previous?.wants ?? []).filter((want) => want.item.id !== item.id);
      const wants = wanted ? [{ wantedAt: new Date().toISOString(), item }, ...others] : others;
      queryClient.setQueryData<WantList>(wantsQueryKey, { wants });
      return { previous };
    },
    onError: (_error, _wanted, context) => {
      queryClient.setQueryData<WantList | undefined>(wantsQueryKey, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wantsQueryKey, exact: true }),
  });
}
