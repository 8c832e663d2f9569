import { adminEndpoints } from '@swapyard/domain/endpoints/admin';
import type { ReportStatus, StaffReport } from '@swapyard/domain/reports';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/query-keys';

/** Members' reports for staff: newest first, 50 a page, optionally one status. */
export const useStaffReports = (status: ReportStatus | 'all') =>
  useInfiniteQuery({
    queryKey: [...adminQueryRoot, 'reports', status],
    queryFn: ({ pageParam }) =>
      callEndpoint(adminEndpoints.listReports, {
        query: { status: status === 'all' ? undefined : status, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

type Decision = { id: string; status: Exclude<ReportStatus, 'pending'>; resolutionNotes?: string };

/**
 * Moves a report on; every staff list and figure is refreshed after it. The caller's callbacks are
 * given here, not to `mutate`: the refresh can remove the row (a pending filter) and with it the component that
 * called `mutate`, whose own callbacks would then never run.
 */
export function useDecideReport(callbacks: {
  onSuccess: (report: StaffReport) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Decision) =>
      callEndpoint(adminEndpoints.decideReport, { params: { id }, body }),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}

/**
 * Takes the reported listing down (with the reason its owner is told), or restores it; every staff list and figure
 * is refreshed after it. Callbacks as for useDecideReport.
 */
export function useListingTakeDown(callbacks: {
  onTakenDown: (report: StaffReport) => void;
  onRestored: (report: StaffReport) => void;
  onError: (error: Error, action: 'take-down' | 'restore') => void;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminQueryRoot });
  const takeDown = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callEndpoint(adminEndpoints.takeDownListing, { params: { id }, body: { reason } }),
    onSuccess: callbacks.onTakenDown,
    onError: (error) => callbacks.onError(error, 'take-down'),
    onSettled: refresh,
  });
  const restore = useMutation({
    mutationFn: (id: string) => callEndpoint(adminEndpoints.restoreListing, { params: { id } }),
    onSuccess: callbacks.onRestored,
    onError: (error) => callbacks.onError(error, 'restore'),
    onSettled: refresh,
  });
  return { takeDown, restore };
}
