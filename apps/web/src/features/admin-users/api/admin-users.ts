import { itemsEndpoints } from '@swapyard/domain/endpoints/items';
import { memberAdminEndpoints } from '@swapyard/domain/endpoints/member-admin';
import type { StaffUserUpdate } from '@swapyard/domain/member-admin';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminQueryRoot, itemsQueryKey } from '@/lib/query-keys';

// The Users tab's calls (docs/product/moderation.md, "Managing members" and "Suspending a member"). Every key is
// under the staff root, so a change here refreshes the list, the dialog and the audit trail together.

const usersKey = [...adminQueryRoot, 'users'] as const;
const userKey = (id: string) => [...adminQueryRoot, 'user', id] as const;

/** Members for staff: newest first, 50 a page; `q` finds usernames and full names containing it. */
export const staffUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...usersKey, q],
    queryFn: ({ pageParam }) =>
      callEndpoint(memberAdminEndpoints.list, {
        query: { q: q || undefined, cursor: pageParam || undefined },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Keeps the previous rows on screen while a new search loads. */
export const useStaffUsers = (q: string) =>
  useInfiniteQuery({ ...staffUsersQueryOptions(q), placeholderData: keepPreviousData });

/** A member with what the Manage User dialog shows. */
export const useStaffUser = (id: string) =>
  useQuery({
    queryKey: userKey(id),
    queryFn: () => callEndpoint(memberAdminEndpoints.get, { params: { id } }),
  });

/** Every item of a member, hidden ones too. */
export const useStaffUserItems = (id: string) =>
  useInfiniteQuery({
    queryKey: [...userKey(id), 'items'],
    queryFn: ({ pageParam }) =>
      callEndpoint(memberAdminEndpoints.items, { params: { id }, query: { cursor: pageParam || undefined } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** After any change: the staff lists and the audit trail (and, for an item, every item list) refresh. */
function useRefresh({ items = false }: { items?: boolean } = {}) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: adminQueryRoot });
    if (items) await queryClient.invalidateQueries({ queryKey: itemsQueryKey });
  };
}

/** Corrects a member's profile (admins): the fields that changed. */
export function useUpdateStaffUser(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (changes: StaffUserUpdate) =>
      callEndpoint(memberAdminEndpoints.update, { params: { id }, body: changes }),
    onSuccess: refresh,
  });
}

/** Suspends a member with a reason, or lifts the suspension (admins). */
export function useSuspension(id: string) {
  const refresh = useRefresh({ items: true });
  const suspend = useMutation({
    mutationFn: (reason: string) =>
      callEndpoint(memberAdminEndpoints.suspend, { params: { id }, body: { reason } }),
    onSuccess: refresh,
  });
  const unsuspend = useMutation({
    mutationFn: () => callEndpoint(memberAdminEndpoints.unsuspend, { params: { id } }),
    onSuccess: refresh,
  });
  return { suspend, unsuspend };
}

/** An admin removes a member's item (the items module's own rules: a traded item stays). */
export function useDeleteMemberItem() {
  const refresh = useRefresh({ items: true });
  return useMutation({
    mutationFn: (itemId: string) => callEndpoint(itemsEndpoints.remove, { params: { id: itemId } }),
    onSuccess: refresh,
  });
}
