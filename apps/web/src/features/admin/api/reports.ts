import {
  staffReportListSchema,
  staffReportSchema,
  type ReportStatus,
  type StaffReport,
} from '@swapyard/domain/reports';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/query-keys';

/** GET /api/admin/reports: newest first, 50 a page, optionally one status. */
export const useStaffReports = (status: ReportStatus | 'all') =>
  useInfiniteQuery({
    queryKey: [...adminQueryRoot, 'reports', status],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (status !== 'all') query.set('status', status);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/admin/reports?${query}`, staffReportListSchema);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

type Decision = { id: string; status: Exclude<ReportStatus, 'pending'>; resolutionNotes?: string };

/**
 * PATCH /api/admin/reports/{id}; every staff list and figure is refreshed after it. The caller's callbacks are
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
      apiRequest(`/admin/reports/${encodeURIComponent(id)}`, staffReportSchema, { method: 'PATCH', body }),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
  });
}
