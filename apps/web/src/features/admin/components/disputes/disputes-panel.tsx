import {
  disputeStatuses,
  disputeTypeLabels,
  type DisputeStatus,
  type StaffDispute,
} from '@swapyard/domain/disputes';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableHead, Td, Th } from '@/components/ui/table';
import { formatShortDate } from '@/lib/format';
import { useStaffDisputes } from '../../api/disputes';
import { CaseListCard } from '../case-list-card';
import { DisputeDetailDialog } from './dispute-detail-dialog';
import { DisputeStatusBadge, PriorityBadge, disputeStatusLabels } from './dispute-badges';
import { tradeSummary } from './dispute-trade';
import { useMoveDispute } from './use-move-dispute';

/**
 * The Disputes tab ('Trade Disputes', docs/product/disputes.md "Deciding a dispute"): a status filter, the table,
 * quick Investigate on open rows and Resolve (which opens the case: resolving says where the money goes), and the
 * detail dialog.
 */
export function DisputesPanel() {
  const [status, setStatus] = useState<DisputeStatus | 'all'>('all');
  const [opened, setOpened] = useState<StaffDispute | null>(null);
  const list = useStaffDisputes(status);
  const { move, pending } = useMoveDispute();
  const disputes = list.data?.pages.flatMap((page) => page.disputes) ?? [];
  const open = opened ? (disputes.find((dispute) => dispute.id === opened.id) ?? opened) : null;

  return (
    <CaseListCard
      title="Trade Disputes"
      noun="disputes"
      status={status}
      statuses={disputeStatuses.map((value) => ({ value, label: disputeStatusLabels[value] }))}
      onStatusChange={setStatus}
      list={list}
      empty={disputes.length === 0}
      after={
        open ? <DisputeDetailDialog key={open.id} dispute={open} onClose={() => setOpened(null)} /> : null
      }
    >
      <Table aria-label="Disputes">
        <TableHead>
          <tr>
            <Th>Initiator</Th>
            <Th>Type</Th>
            <Th>Trade</Th>
            <Th>Priority</Th>
            <Th>Status</Th>
            <Th>Created</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </TableHead>
        <tbody>
          {disputes.map((dispute) => (
            <tr key={dispute.id}>
              <Td>{dispute.initiator ? `@${dispute.initiator.username}` : 'Unknown User'}</Td>
              <Td>{disputeTypeLabels[dispute.type]}</Td>
              <Td className="max-w-[16rem]">
                <span className="block truncate" title={tradeSummary(dispute.trade)}>
                  {tradeSummary(dispute.trade)}
                </span>
                <span className="block truncate text-xs text-muted-foreground">
                  {dispute.trade.status} · @{dispute.trade.owner?.username ?? '?'} and @
                  {dispute.trade.requester?.username ?? '?'}
                </span>
              </Td>
              <Td>
                <PriorityBadge priority={dispute.priority} />
              </Td>
              <Td>
                <DisputeStatusBadge status={dispute.status} />
              </Td>
              <Td className="whitespace-nowrap">{formatShortDate(dispute.createdAt)}</Td>
              <Td>
                <div className="flex justify-end gap-1.5">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label="View details"
                    title="View details"
                    onClick={() => setOpened(dispute)}
                  >
                    <Eye aria-hidden className="size-4" />
                  </Button>
                  {dispute.status === 'open' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={pending}
                      onClick={() => move(dispute.id, { status: 'investigating' })}
                    >
                      Investigate
                    </Button>
                  ) : null}
                  {dispute.status === 'open' || dispute.status === 'investigating' ? (
                    <Button size="sm" onClick={() => setOpened(dispute)}>
                      Resolve
                    </Button>
                  ) : null}
                </div>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </CaseListCard>
  );
}
