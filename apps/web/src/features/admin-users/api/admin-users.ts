import {
  staffUserDetailSchema,
  staffUserItemListSchema,
  staffUserListSchema,
  type StaffUserUpdate,
} from '@swapyard/domain/member-admin';
import { itemsEndpoints } from '@swapyard/domain/endpoints/items';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, callEndpoint } from '@/lib/api-client';
import { adminQueryRoot, itemsQueryKey } from '@/lib/query-keys';

// The Users tab's calls (docs/product/moderation.md, "Managing members" and "Suspending a member"). Every key is
// under the staff root, so a change here refreshes the list, the dialog and the audit trail together.

const usersKey = [...adminQueryRoot, 'users'] as const;
const userKey = (id: string) => [...adminQueryRoot, 'user', id] as const;

/** GET /api/admin/users: newest first, 50 a page; `q` finds usernames and full names containing it. */
export const staffUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...usersKey, q],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/admin/users?${params}`, staffUserListSchema);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Keeps the previous rows on screen while a new search loads. */
export const useStaffUsers = (q: string) =>
  useInfiniteQuery({ ...staffUsersQueryOptions(q), placeholderData: keepPreviousData });

/** GET /api/admin/users/{id}: what the Manage User dialog shows. */
export const useStaffUser = (id: string) =>
  useQuery({
    queryKey: userKey(id),
    queryFn: () => apiRequest(`/admin/users/${encodeURIComponent(id)}`, staffUserDetailSchema),
  });

/** GET /api/admin/users/{id}/items: every item of theirs, hidden ones too. */
export const useStaffUserItems = (id: string) =>
  useInfiniteQuery({
    queryKey: [...userKey(id), 'items'],
    queryFn: ({ pageParam }) =>
      apiRequest(
        `/admin/users/${encodeURIComponent(id)}/items${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        staffUserItemListSchema,
      ),
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

/** PATCH /api/admin/users/{id} (admins): the fields that changed. */
export function useUpdateStaffUser(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (changes: StaffUserUpdate) =>
      apiRequest(`/admin/users/${encodeURIComponent(id)}`, staffUserDetailSchema, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: refresh,
  });
}

/** POST / DELETE /api/admin/users/{id}/suspension (admins). */
export function useSuspension(id: string) {
  const refresh = useRefresh({ items: true });
  const path = `/admin/users/${encodeURIComponent(id)}/suspension`;
  const suspend = useMutation({
    mutationFn: (reason: string) =>
      apiRequest(path, staffUserDetailSchema, { method: 'POST', body: { reason } }),
    onSuccess: refresh,
  });
  const unsuspend = useMutation({
    mutationFn: () => apiRequest(path, staffUserDetailSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { suspend, unsuspend };
}

/** An admin removes a member's item (the items module's own rules: a traded item stays). */
export function useDeleteMemberItem() {
  const refresh = useRefresh({ items: true });
  return useMutation({
    mutationFn: (itemId: string) =>
      callEndpoint(itemsEndpoints.remove, { params: { id: itemId } }),
    onSuccess: refresh,
  });
}
