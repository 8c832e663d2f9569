import {
  staffVerificationListSchema,
  staffVerificationSchema,
  type DecideVerification,
  type StaffVerificationFilter,
} from '@swapyard/domain/verifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/query-keys';

/** Under the staff root: any staff action on the dashboard refreshes it, and this refreshes the dashboard. */
export const staffVerificationsQueryKey = (filter: StaffVerificationFilter) =>
  [...adminQueryRoot, 'verifications', filter] as const;

/** GET /api/admin/verifications, newest first, 50 a page (docs/product/verification.md, "Review"). */
export const useStaffVerifications = (filter: StaffVerificationFilter) =>
  useInfiniteQuery({
    queryKey: staffVerificationsQueryKey(filter),
    queryFn: ({ pageParam }) =>
      apiRequest(
        `/admin/verifications?status=${filter}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        staffVerificationListSchema,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** PATCH /api/admin/verifications/{id}: approve, or reject with a reason. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: DecideVerification }) =>
      apiRequest(`/admin/verifications/${encodeURIComponent(id)}`, staffVerificationSchema, {
        method: 'PATCH',
        body: decision,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}
