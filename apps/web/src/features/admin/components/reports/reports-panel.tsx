import { reportStatuses, reportTexts, type ReportStatus, type StaffReport } from '@swapyard/domain/reports';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableHead, Td, Th } from '@/components/ui/table';
import { formatShortDate } from '@/lib/format';
import { useStaffReports } from '../../api/reports';
import { CaseListCard } from '../case-list-card';
import { ReasonBadge, ReportStatusBadge, reportStatusLabels } from './report-badges';
import { ReportDetailDialog } from './report-detail-dialog';
import { moveLabels, useMoveReport } from './use-move-report';

const who = (member: StaffReport['reporter']) => (member ? `@${member.username}` : 'Unknown User');

function target(report: StaffReport): string {
  if (report.target === 'item') return `Item: ${report.item?.title ?? ''}`;
  return `User: ${who(report.reportedUser)}`;
}

/**
 * The Reports tab ('User Reports', docs/product/moderation.md "The Reports tab"): a status filter, the table, quick
 * Investigate / Resolve / Dismiss on pending rows, and the detail dialog.
 */
export function ReportsPanel() {
  const [status, setStatus] = useState<ReportStatus | 'all'>('all');
  // The report as clicked; the list's fresher copy is shown while the list still has it (another moderator's move).
  const [opened, setOpened] = useState<StaffReport | null>(null);
  const list = useStaffReports(status);
  const { move, pending } = useMoveReport();
  const reports = list.data?.pages.flatMap((page) => page.reports) ?? [];
  const open = opened ? (reports.find((report) => report.id === opened.id) ?? opened) : null;

  return (
    <CaseListCard
      title="User Reports"
      noun="reports"
      status={status}
      statuses={reportStatuses.map((value) => ({ value, label: reportStatusLabels[value] }))}
      onStatusChange={setStatus}
      list={list}
      empty={reports.length === 0}
      after={open ? <ReportDetailDialog key={open.id} report={open} onClose={() => setOpened(null)} /> : null}
    >
      <Table aria-label="Reports">
        <TableHead>
          <tr>
            <Th>Reporter</Th>
            <Th>Type</Th>
            <Th>Reason</Th>
            <Th>Target</Th>
            <Th>Status</Th>
            <Th>Created</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </TableHead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <Td>{report.automatic ? reportTexts.photoScreen : who(report.reporter)}</Td>
              <Td className="capitalize">{report.target === 'item' ? 'Item' : 'User'}</Td>
              <Td>
                <ReasonBadge reason={report.reason} />
              </Td>
              <Td className="max-w-[14rem] truncate" title={target(report)}>
                {target(report)}
              </Td>
              <Td>
                <ReportStatusBadge status={report.status} />
              </Td>
              <Td className="whitespace-nowrap">{formatShortDate(report.createdAt)}</Td>
              <Td>
                <div className="flex justify-end gap-1.5">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label="View details"
                    title="View details"
                    onClick={() => setOpened(report)}
                  >
                    <Eye aria-hidden className="size-4" />
                  </Button>
                  {report.status === 'pending'
                    ? (['investigating', 'resolved', 'dismissed'] as const).map((next) => (
                        <Button
                          key={next}
                          size="sm"
                          variant={next === 'resolved' ? 'primary' : 'secondary'}
                          disabled={pending}
                          onClick={() => move(report.id, next)}
                        >
                          {moveLabels[next]}
                        </Button>
                      ))
                    : null}
                </div>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </CaseListCard>
  );
}
