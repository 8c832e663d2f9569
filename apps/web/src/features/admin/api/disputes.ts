import type { DecideDispute, DisputeStatus, StaffDispute } from '@swapyard/domain/disputes';
import { adminEndpoints } from '@swapyard/domain/endpoints/admin';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/query-keys';

/** Trade disputes for staff: newest first, 50 a page, optionally one status. */
export const useStaffDisputes = (status: DisputeStatus | 'all') =>
  useInfiniteQuery({
    queryKey: [...adminQueryRoot, 'disputes', status],
    queryFn: ({ pageParam }) =>
      callEndpoint(adminEndpoints.listDisputes, {
        query: { status: status === 'all' ? undefined : status, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** A dispute's case: the trade's story and the money held. */
export const useDisputeCase = (id: string) =>
  useQuery({
    queryKey: [...adminQueryRoot, 'dispute', id],
    queryFn: () => callEndpoint(adminEndpoints.getDispute, { params: { id } }),
  });

/**
 * Moves a dispute on, with the caller's callbacks on the hook (see useDecideReport: the refresh can
 * unmount the row that asked).
 */
export function useDecideDispute(callbacks: {
  onSuccess: (dispute: StaffDispute) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DecideDispute & { id: string }) =>
      callEndpoint(adminEndpoints.decideDispute, { params: { id }, body }),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}
