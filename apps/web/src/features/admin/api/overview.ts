import { DASHBOARD_REFRESH_MS } from '@swapyard/domain/admin';
import { adminEndpoints } from '@swapyard/domain/endpoints/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { refetchFromNow } from '@/lib/live-query-cache';
import { adminQueryRoot } from '@/lib/query-keys';
import { useRealtime } from '@/lib/realtime';

/** The dashboard's figures and activity, asked again every 30 s (docs/product/moderation.md, "The dashboard"). */
export const useDashboardOverview = (enabled: boolean) =>
  useQuery({
    queryKey: [...adminQueryRoot, 'overview'],
    queryFn: () => callEndpoint(adminEndpoints.overview),
    enabled,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

/**
 * Live updates: when a case is filed or moved on (by anyone), every figure and list of the dashboard is refetched
 * at once; after a reconnect too, since events may have been missed.
 */
export function useStaffLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  const refresh = () => void refetchFromNow(queryClient, { queryKey: adminQueryRoot });
  useRealtime(enabled ? 'staff:cases' : null, refresh, { onCatchUp: refresh });
}
