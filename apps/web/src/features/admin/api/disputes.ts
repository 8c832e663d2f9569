import {
  disputeCaseSchema,
  staffDisputeListSchema,
  staffDisputeSchema,
  type DecideDispute,
  type DisputeStatus,
  type StaffDispute,
} from '@swapyard/domain/disputes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/query-keys';

/** GET /api/admin/disputes: newest first, 50 a page, optionally one status. */
export const useStaffDisputes = (status: DisputeStatus | 'all') =>
  useInfiniteQuery({
    queryKey: [...adminQueryRoot, 'disputes', status],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (status !== 'all') query.set('status', status);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/admin/disputes?${query}`, staffDisputeListSchema);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/admin/disputes/{id}: the case with the trade's story and the money held. */
export const useDisputeCase = (id: string) =>
  useQuery({
    queryKey: [...adminQueryRoot, 'dispute', id],
    queryFn: () => apiRequest(`/admin/disputes/${encodeURIComponent(id)}`, disputeCaseSchema),
  });

/**
 * PATCH /api/admin/disputes/{id}, with the caller's callbacks on the hook (see useDecideReport: the refresh can
 * unmount the row that asked).
 */
export function useDecideDispute(callbacks: {
  onSuccess: (dispute: StaffDispute) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DecideDispute & { id: string }) =>
      apiRequest(`/admin/disputes/${encodeURIComponent(id)}`, staffDisputeSchema, { method: 'PATCH', body }),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}
