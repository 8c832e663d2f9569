import type { ReportStatus } from '@swapyard/domain/reports';
import { toast } from '@/lib/toast';
import { useDecideReport } from '../../api/reports';

export type ReportMove = Exclude<ReportStatus, 'pending'>;

/** What each move's button says. */
export const moveLabels: Record<ReportMove, string> = {
  investigating: 'Investigate',
  resolved: 'Resolve',
  dismissed: 'Dismiss',
};

/**
 * Moves a report on with the dashboard's toasts: 'Report Updated', or 'Error' / 'Failed to update report status'.
 * `onDone` runs after a move that succeeded (the detail dialog closes).
 */
export function useMoveReport(onDone?: () => void) {
  const decide = useDecideReport({
    onSuccess: (report) => {
      toast.success('Report Updated', { description: `The report is now ${report.status}.` });
      onDone?.();
    },
    onError: () => toast.error('Error', { description: 'Failed to update report status' }),
  });
  const move = (id: string, status: ReportMove, resolutionNotes?: string) =>
    decide.mutate({
      id,
      status,
      resolutionNotes: resolutionNotes?.trim() ? resolutionNotes.trim() : undefined,
    });
  return { move, pending: decide.isPending };
}
