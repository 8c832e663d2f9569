import { categoryDisplayName, type Trade, type TradeItem, type TradeMessage } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { type ItemRow } from '../items/index.ts';
import { memberCardsByIds, missingMemberCard } from '../profiles/index.ts';
import { tradesReviewedBy } from '../reviews/index.ts';
import { autoCompletesAt } from './escrow.ts';
import * as queries from './queries.ts';
import type { TradedItemRow, TradeMessageRow, TradeRow } from './queries.ts';

/** How trades look to one of their parties: rows joined with parties, items, the last message and the answer. */

export function toTradeMessage(row: TradeMessageRow): TradeMessage {
  return {
    id: row.id,
    tradeId: row.tradeId,
    senderId: row.senderId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An item as the trade shows it: once accepted, title, photo, value and condition as agreed then. */
function toTradeItem(row: ItemRow, agreed: TradedItemRow | undefined): TradeItem {
  return {
    id: row.id,
    userId: row.userId,
    title: agreed?.title ?? row.title,
    category: row.category,
    categoryLabel: categoryDisplayName(row.category),
    photos: agreed ? (agreed.photo ? [agreed.photo] : []) : row.photos,
    valueCents: agreed ? agreed.valueCents : row.valueCents,
    condition: agreed?.condition ?? row.condition,
    status: row.status,
    agreed: agreed !== undefined,
  };
}

/** Several trades as `viewerId` sees them, in the order given, in seven queries whatever their number. */
export async function toTrades(db: Db, rows: TradeRow[], viewerId: string): Promise<Trade[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [offered, lastMessages, counters, parties, agreedItems, reviewed] = await Promise.all([
    queries.offeredItemIdsOf(db, ids),
    queries.lastMessagesOf(db, ids),
    queries.counterOffersOf(
      db,
      rows.filter((row) => row.kind === 'invitation').map((row) => row.id),
    ),
    memberCardsByIds(
      db,
      rows.flatMap((row) => [row.requesterId, row.ownerId]),
    ),
    queries.tradedItemsOf(
      db,
      rows.filter((row) => row.status === 'accepted' || row.status === 'completed').map((row) => row.id),
    ),
    tradesReviewedBy(
      db,
      viewerId,
      rows.filter((row) => row.status === 'completed').map((row) => row.id),
    ),
  ]);
  const itemIds = rows.flatMap((row) => [
    ...(row.ownerItemId ? [row.ownerItemId] : []),
    ...(offered.get(row.id) ?? []),
  ]);
  const itemRows = await queries.itemsByIds(db, itemIds);
  return rows.map((row) => {
    const item = (id: string) => {
      const found = itemRows.get(id);
      return found ? toTradeItem(found, agreedItems.get(`${row.id}:${id}`)) : undefined;
    };
    const last = lastMessages.get(row.id);
    const ownerItem = row.ownerItemId ? item(row.ownerItemId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      role: row.requesterId === viewerId ? 'requester' : 'owner',
      requester: parties.get(row.requesterId) ?? missingMemberCard(row.requesterId),
      owner: parties.get(row.ownerId) ?? missingMemberCard(row.ownerId),
      ownerItem: ownerItem ?? null,
      offeredItems: (offered.get(row.id) ?? []).flatMap((id) => item(id) ?? []),
      cashDifferenceCents: row.cashDifferenceCents,
      paymentMethod: row.paymentMethod,
      message: row.message,
      invitationId: row.invitationId,
      counterTradeId: counters.get(row.id) ?? null,
      expiresAt: row.expiresAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      requesterConfirmedAt: row.requesterConfirmedAt?.toISOString() ?? null,
      ownerConfirmedAt: row.ownerConfirmedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      autoCompletesAt:
        row.status === 'accepted' && !row.disputeOpen && row.respondedAt
          ? autoCompletesAt(row).toISOString()
          : null,
      disputeOpen: row.disputeOpen,
      reviewedByMe: reviewed.has(row.id),
      lastMessage: last ? toTradeMessage(last) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function toTrade(db: Db, row: TradeRow, viewerId: string): Promise<Trade> {
  return (await toTrades(db, [row], viewerId))[0]!;
}
