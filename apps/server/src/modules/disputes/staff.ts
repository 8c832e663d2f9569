import {
  STAFF_DISPUTES_PAGE_SIZE,
  type AgreedItem,
  disputeTexts,
  disputeTransitions,
  formatCents,
  type DecideDispute,
  type DisputeCase,
  type DisputeOutcome,
  type StaffDispute,
  type StaffDisputeList,
  type StaffDisputeQuery,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor, isUuid } from '../../platform/pagination.ts';
import * as audit from '../audit/index.ts';
import { handoverTimeline } from '../handovers/index.ts';
import * as notifications from '../notifications/index.ts';
import * as trades from '../trades/index.ts';
import * as queries from './queries.ts';
import type { DisputeListRow } from './queries.ts';
import type { DisputesDeps } from './service.ts';
import { toStaffDispute } from './view.ts';

/** The staff side of disputes (docs/product/disputes.md, "Deciding a dispute"). */

const disputeNotFound = () => new AppError('NOT_FOUND', disputeTexts.notFound);

/** The disputes as staff read them, each with what its trade agreed on (one query for them all). */
async function staffDisputes(db: Db, rows: DisputeListRow[]): Promise<StaffDispute[]> {
  const agreed = await queries.agreedItems(
    db,
    rows.map((row) => row.trade.id),
  );
  const byTrade = new Map<string, AgreedItem[]>();
  for (const { tradeId, photo, ...item } of agreed) {
    const list = byTrade.get(tradeId) ?? [];
    list.push({ ...item, photoUrl: photo?.sizes?.['320'] ?? photo?.url ?? null });
    byTrade.set(tradeId, list);
  }
  return rows.map((row) => toStaffDispute(row, byTrade.get(row.trade.id) ?? []));
}

export async function listDisputes(db: Db, query: StaffDisputeQuery): Promise<StaffDisputeList> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await queries.listDisputes(
    db,
    { status: query.status },
    { limit: STAFF_DISPUTES_PAGE_SIZE + 1, after },
  );
  const page = rows.slice(0, STAFF_DISPUTES_PAGE_SIZE);
  const last = page.at(-1)?.dispute;
  return {
    disputes: await staffDisputes(db, page),
    nextCursor: rows.length > STAFF_DISPUTES_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

/** GET /api/admin/disputes/{id}: the dispute with the trade's story and the money still held for it. */
export async function disputeCase(db: Db, id: string): Promise<DisputeCase> {
  if (!isUuid(id)) throw disputeNotFound();
  const [row] = await queries.listDisputes(db, { id }, { limit: 1 });
  if (!row) throw disputeNotFound();
  const tradeId = row.dispute.tradeId;
  const [money, [dispute], messages, dates, handovers] = await Promise.all([
    trades.viewTradeForDispute(db, tradeId),
    staffDisputes(db, [row]),
    queries.tradeConversation(db, tradeId),
    queries.tradeDates(db, tradeId),
    handoverTimeline(db, tradeId),
  ]);
  const timeline: DisputeCase['timeline'] = [];
  const at = (date: Date | null | undefined, event: string) => {
    if (date) timeline.push({ at: date.toISOString(), event });
  };
  at(dates?.createdAt, 'Offer sent');
  at(dates?.respondedAt, dates?.status === 'rejected' ? 'Offer declined' : 'Offer accepted');
  at(dates?.requesterConfirmedAt, 'Requester confirmed the exchange');
  at(dates?.ownerConfirmedAt, 'Owner confirmed the exchange');
  for (const step of handovers) at(step.at, step.event);
  at(dates?.completedAt, 'Trade completed');
  at(row.dispute.createdAt, 'Dispute opened');
  at(row.dispute.resolvedAt, `Dispute ${row.dispute.status}`);
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  return {
    dispute: dispute!,
    money: {
      heldCents: money?.heldCents ?? 0,
      payerId: money?.payerId ?? null,
      payeeId: money?.payeeId ?? null,
    },
    timeline,
    messages: messages.map((message) => ({
      id: message.id,
      senderUsername: message.senderUsername,
      content: message.content,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

/** How much of `heldCents` the decision pays to the payee; the rest goes back to the payer. */
function payeeShare(
  decision: DecideDispute,
  heldCents: number,
): { outcome: DisputeOutcome; toPayeeCents: number } {
  if (heldCents === 0) return { outcome: 'no_money', toPayeeCents: 0 };
  const outcome = decision.outcome;
  if (!outcome) throw new AppError('VALIDATION_FAILED', disputeTexts.outcomeRequired);
  if (outcome.kind === 'pay_payee') return { outcome: 'pay_payee', toPayeeCents: heldCents };
  if (outcome.kind === 'refund_payer') return { outcome: 'refund_payer', toPayeeCents: 0 };
  if (outcome.toPayeeCents > heldCents) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The split cannot pay out more than the ${formatCents(heldCents)} held`,
    );
  }
  return { outcome: 'split', toPayeeCents: outcome.toPayeeCents };
}

function moneyWords(outcome: DisputeOutcome, paid: number, refunded: number): string {
  if (outcome === 'no_money') return 'No money was held for it.';
  if (outcome === 'pay_payee') return `The ${formatCents(paid)} held was paid out.`;
  if (outcome === 'refund_payer') return `The ${formatCents(refunded)} held was refunded.`;
  return `Of the money held, ${formatCents(paid)} was paid out and ${formatCents(refunded)} refunded.`;
}

/**
 * Moves a dispute on (open → investigating, resolved or closed; investigating → resolved or closed). Resolving
 * settles the money still held for the trade, once, through the wallet (all, none or part to the payee, the rest
 * back to the payer) and completes the trade; closing ends the dispute with nothing decided, and the trade goes on as
 * before. The trade is locked first, then the dispute, the order filing takes too. Both parties are told the final
 * decision; the action is audited, all in one transaction.
 */
export async function decideDispute(
  deps: DisputesDeps,
  staffId: string,
  id: string,
  decision: DecideDispute,
): Promise<StaffDispute> {
  if (!isUuid(id)) throw disputeNotFound();
  const [seen] = await queries.listDisputes(deps.db, { id }, { limit: 1 });
  if (!seen) throw disputeNotFound();
  const told = await deps.db.transaction(async (tx) => {
    const trade = await trades.tradeForDispute(tx, seen.dispute.tradeId);
    const dispute = await queries.lockDispute(tx, id);
    if (!trade || !dispute) throw disputeNotFound();
    if (!disputeTransitions[dispute.status].includes(decision.status)) {
      throw new AppError('CONFLICT', `This dispute is already ${dispute.status}`);
    }
    const resolution = decision.resolution?.trim() ? decision.resolution.trim() : dispute.resolution;
    let change: Parameters<typeof queries.updateDispute>[3] = {
      status: decision.status,
      resolution,
      assignedTo: dispute.assignedTo ?? staffId,
    };
    if (decision.status === 'closed') {
      await trades.setTradeDisputed(tx, trade.id, false);
      change = { ...change, resolvedAt: new Date() };
    } else if (decision.status === 'resolved') {
      const { outcome, toPayeeCents } = payeeShare(decision, trade.heldCents);
      const settled = await trades.settleDisputedMoney(tx, trade.id, { toPayeeCents });
      change = {
        ...change,
        resolvedAt: new Date(),
        outcome,
        paidToPayeeCents: settled.paidToPayeeCents,
        refundedCents: settled.refundedCents,
      };
    }
    const updated = await queries.updateDispute(tx, id, dispute.status, change);
    if (!updated) throw new AppError('CONFLICT', 'This dispute was just changed. Please reload it.');
    await audit.recordStaffAction(tx, {
      actorId: staffId,
      action: decision.status === 'resolved' ? 'dispute.resolve' : 'dispute.status',
      subjectType: 'dispute',
      subjectId: id,
      subjectUserId: dispute.initiatorId,
      before: { status: dispute.status, resolution: dispute.resolution },
      after: {
        status: updated.status,
        resolution: updated.resolution,
        ...(updated.outcome ? { outcome: updated.outcome } : {}),
        ...(updated.paidToPayeeCents !== null ? { paidToPayeeCents: updated.paidToPayeeCents } : {}),
        ...(updated.refundedCents !== null ? { refundedCents: updated.refundedCents } : {}),
      },
    });
    if (updated.status === 'investigating') return [];
    const message =
      updated.status === 'closed'
        ? 'Our moderators closed the dispute about your trade without a change; the trade goes on as before.'
        : `Our moderators resolved the dispute about your trade. ${moneyWords(
            updated.outcome!,
            updated.paidToPayeeCents ?? 0,
            updated.refundedCents ?? 0,
          )}`;
    const created = [];
    for (const userId of [trade.requesterId, trade.ownerId]) {
      created.push(
        await notifications.createNotification(tx, {
          userId,
          type: 'other',
          title: updated.status === 'closed' ? 'Dispute closed' : 'Dispute resolved',
          message,
          link: `/messages/trade/${trade.id}`,
        }),
      );
    }
    return created;
  });
  await notifications.publishCreated(deps, told);
  await trades.publishTradeChanged(deps, seen.dispute.tradeId);
  const [row] = await queries.listDisputes(deps.db, { id }, { limit: 1 });
  const [decided] = await staffDisputes(deps.db, [row!]);
  return decided!;
}
