import { verificationsEndpoints } from '@swapyard/domain/endpoints/verifications';
import type { DecideVerification, StaffVerificationFilter } from '@swapyard/domain/verifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/query-keys';

/** Under the staff root: any staff action on the dashboard refreshes it, and this refreshes the dashboard. */
export const staffVerificationsQueryKey = (filter: StaffVerificationFilter) =>
  [...adminQueryRoot, 'verifications', filter] as const;

/** Identity verifications for staff review, newest first, 50 a page (docs/product/verification.md, "Review"). */
export const useStaffVerifications = (filter: StaffVerificationFilter) =>
  useInfiniteQuery({
    queryKey: staffVerificationsQueryKey(filter),
    queryFn: ({ pageParam }) =>
      callEndpoint(verificationsEndpoints.listStaff, {
        query: { status: filter, cursor: pageParam || undefined },
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Approves a pending verification, or rejects it with a reason. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: DecideVerification }) =>
      callEndpoint(verificationsEndpoints.decide, { params: { id }, body: decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}
