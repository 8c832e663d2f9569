import {
  DISPUTE_WINDOW_DAYS,
  disputePriorityOf,
  disputeTexts,
  disputeTypeLabels,
  createDisputeSchema,
  type CreateDispute,
  type Dispute,
  type TradeDisputes,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { isUuid } from '../../platform/pagination.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as items from '../items/index.ts';
import * as notifications from '../notifications/index.ts';
import * as trades from '../trades/index.ts';
import * as queries from './queries.ts';
import { toDispute } from './view.ts';

export { decideDispute, disputeCase, listDisputes } from './staff.ts';

/**
 * Disputes (docs/product/disputes.md): a party to an accepted or completed trade asks the moderators to step in,
 * within 14 days of the acceptance. While the dispute is open the trade cannot complete and the money still held
 * for it stays held; staff decide where it goes.
 */

export interface DisputesDeps {
  db: Db;
  storage?: Storage;
  realtime?: Realtime;
  logger?: Logger;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const tradeNotFound = () => new AppError('NOT_FOUND', 'Trade not found');

/** POST /api/trades/{id}/disputes. */
export async function openDispute(
  deps: DisputesDeps,
  userId: string,
  tradeId: string,
  body: CreateDispute,
): Promise<Dispute> {
  const input = createDisputeSchema.parse(body);
  if (!isUuid(tradeId)) throw tradeNotFound();
  const { dispute, told } = await deps.db.transaction(async (tx) => {
    // Locked: the trade cannot complete, nor a second dispute open, while this one is being filed.
    const trade = await trades.tradeForDispute(tx, tradeId);
    if (!trade || (trade.requesterId !== userId && trade.ownerId !== userId)) throw tradeNotFound();
    if (trade.status !== 'accepted' && trade.status !== 'completed') {
      throw new AppError('CONFLICT', disputeTexts.notDisputable);
    }
    if (!trade.acceptedAt || Date.now() - trade.acceptedAt.getTime() > DISPUTE_WINDOW_DAYS * DAY_MS) {
      throw new AppError('CONFLICT', disputeTexts.windowClosed);
    }
    if (trade.disputeOpen) throw new AppError('CONFLICT', disputeTexts.alreadyOpen);
    const photos = await items.verifiedUploads(tx, deps.storage, input.photos, userId);
    let row;
    try {
      row = await tx.transaction(async (savepoint) =>
        queries.insertDispute(savepoint, {
          tradeId,
          initiatorId: userId,
          type: input.type,
          priority: disputePriorityOf[input.type],
          description: input.description,
          photos,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', disputeTexts.alreadyOpen);
      throw error;
    }
    await trades.setTradeDisputed(tx, tradeId, true);
    const otherParty = trade.requesterId === userId ? trade.ownerId : trade.requesterId;
    const told = await notifications.createNotification(tx, {
      userId: otherParty,
      type: 'other',
      title: 'Trade disputed',
      message: `The other member opened a dispute about your trade (${disputeTypeLabels[input.type].toLowerCase()}). Our moderators will review it.`,
      link: `/messages/trade/${tradeId}`,
    });
    const [listed] = await queries.listDisputes(tx, { id: row.id }, { limit: 1 });
    return { dispute: toDispute(listed!), told };
  });
  await notifications.publishCreated(deps, told);
  await trades.publishTradeChanged(deps, tradeId);
  return dispute;
}

/** GET /api/trades/{id}/disputes: the trade's disputes, newest first, to its two parties only. */
export async function tradeDisputes(db: Db, userId: string, tradeId: string): Promise<TradeDisputes> {
  if (!isUuid(tradeId) || !(await trades.isTradeParty(db, tradeId, userId))) throw tradeNotFound();
  const rows = await queries.listDisputes(db, { tradeId }, { limit: 50 });
  return { disputes: rows.map(toDispute) };
}
