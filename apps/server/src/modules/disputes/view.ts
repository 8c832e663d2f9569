import type { AgreedItem, Dispute, StaffDispute } from '@swapyard/domain';
import type { DisputeListRow } from './queries.ts';

type JoinedMember = DisputeListRow['initiator'];

/** A left-joined profile: null when there is none (nobody assigned yet, or the account was deleted). */
function memberOrNull(member: JoinedMember | null): Dispute['initiator'] {
  if (!member?.id || member.username === null || member.fullName === null) return null;
  return { id: member.id, username: member.username, fullName: member.fullName, avatarUrl: member.avatarUrl };
}

export function toDispute({ dispute, initiator }: DisputeListRow): Dispute {
  return {
    id: dispute.id,
    tradeId: dispute.tradeId,
    type: dispute.type,
    priority: dispute.priority,
    status: dispute.status,
    description: dispute.description,
    photos: dispute.photos,
    resolution: dispute.resolution,
    outcome: dispute.outcome,
    paidToPayeeCents: dispute.paidToPayeeCents,
    refundedCents: dispute.refundedCents,
    initiator: memberOrNull(initiator),
    createdAt: dispute.createdAt.toISOString(),
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
  };
}

/** `items`: what the trade agreed on (queries.agreedItems). */
export function toStaffDispute(row: DisputeListRow, items: AgreedItem[]): StaffDispute {
  return {
    ...toDispute(row),
    trade: {
      id: row.trade.id,
      kind: row.trade.kind,
      status: row.trade.status,
      owner: memberOrNull(row.owner),
      requester: memberOrNull(row.requester),
      items,
      cashDifferenceCents: row.trade.cashDifferenceCents,
    },
    assignedTo: memberOrNull(row.assignee),
  };
}
