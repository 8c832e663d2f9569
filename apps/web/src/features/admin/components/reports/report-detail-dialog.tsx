import { reportTexts, reportTransitions, type StaffReport } from '@swapyard/domain/reports';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { AuditTrail } from '@/features/audit';
import { formatShortDateTime } from '@/lib/format';
import { DecisionNotes, DetailRow } from '../case-detail';
import { ListingTakeDown } from './listing-take-down';
import { ReasonBadge, ReportStatusBadge } from './report-badges';
import { moveLabels, useMoveReport, type ReportMove } from './use-move-report';

const memberName = (member: StaffReport['reporter']) =>
  member ? `${member.fullName || member.username} (@${member.username})` : 'Unknown User';

/**
 * A report in full (docs/product/moderation.md, "The Reports tab"): what was reported and by whom, the description,
 * the reported listing's state with Take listing down or Restore listing, resolution notes sent with the decision,
 * the moves still allowed, and the case's history.
 */
export function ReportDetailDialog({ report, onClose }: { report: StaffReport; onClose: () => void }) {
  // Keyed by the report: the notes start from what was saved with it.
  const [notes, setNotes] = useState(report.resolutionNotes ?? '');
  const { move, pending } = useMoveReport(onClose);
  const moves = reportTransitions[report.status] as readonly ReportMove[];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-1.5rem)] max-w-xl overflow-y-auto">
        <div className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-1.5 pr-8">
            <DialogTitle>Report details</DialogTitle>
            <DialogDescription>Filed {formatShortDateTime(report.createdAt)}</DialogDescription>
          </div>
          <dl className="grid gap-2.5">
            <DetailRow label="Type">{report.target === 'item' ? 'Item report' : 'Member report'}</DetailRow>
            <DetailRow label="Reason">
              <ReasonBadge reason={report.reason} />
            </DetailRow>
            <DetailRow label="Status">
              <ReportStatusBadge status={report.status} />
            </DetailRow>
            <DetailRow label="Reporter">
              {report.automatic ? reportTexts.photoScreen : memberName(report.reporter)}
            </DetailRow>
            <DetailRow label="Reported user">
              {report.reportedUser ? (
                <Link
                  className="text-primary underline-offset-4 hover:underline dark:text-brand"
                  to={`/user/${report.reportedUser.username}`}
                >
                  {memberName(report.reportedUser)}
                </Link>
              ) : (
                'Unknown User'
              )}
            </DetailRow>
            {report.item ? (
              <DetailRow label="Reported item">
                <span className="flex items-center gap-3">
                  {report.item.photoUrl ? (
                    <img
                      src={report.item.photoUrl}
                      alt=""
                      className="size-14 shrink-0 rounded-lg object-cover"
                    />
                  ) : null}
                  {report.item.id ? (
                    <Link
                      className="text-primary underline-offset-4 hover:underline dark:text-brand"
                      to={`/item/${report.item.id}`}
                    >
                      {report.item.title}
                    </Link>
                  ) : (
                    <span>{report.item.title} (deleted)</span>
                  )}
                </span>
              </DetailRow>
            ) : null}
            {report.resolvedBy ? (
              <DetailRow label="Last action">
                {memberName(report.resolvedBy)}
                {report.resolvedAt ? `, ${formatShortDateTime(report.resolvedAt)}` : ''}
              </DetailRow>
            ) : null}
          </dl>
          <div className="grid gap-1.5">
            <h3 className="text-sm font-semibold">Description</h3>
            <p className="rounded-lg bg-surface-muted p-3 text-sm whitespace-pre-wrap">
              {report.description}
            </p>
          </div>
          {report.item?.id ? <ListingTakeDown reportId={report.id} item={report.item} /> : null}
          <DecisionNotes
            label="Resolution Notes"
            placeholder="Add notes about your decision..."
            value={notes}
            onChange={setNotes}
            disabled={moves.length === 0}
          />
          {moves.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              {moves.map((status) => (
                <Button
                  key={status}
                  variant={status === 'resolved' ? 'primary' : status === 'dismissed' ? 'secondary' : 'soft'}
                  disabled={pending}
                  onClick={() => move(report.id, status, notes)}
                >
                  {moveLabels[status]}
                </Button>
              ))}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">This report is closed.</p>
          )}
          <AuditTrail subjectType="report" subjectId={report.id} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
