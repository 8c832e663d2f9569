import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { TradeSide, TradeStatus } from '@swapyard/domain';
import {
  items,
  swapCircleLegs,
  tradeBundleItems,
  tradedItems,
  tradeMessages,
  tradeOfferedItems,
  trades,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { itemColumns, type ItemRow } from '../items/index.ts';
import type { ListPosition } from '../../platform/pagination.ts';

export type TradeRow = typeof trades.$inferSelect;
export type TradeInsert = typeof trades.$inferInsert;
export type TradeMessageRow = typeof tradeMessages.$inferSelect;
export type TradedItemRow = typeof tradedItems.$inferSelect;

export async function findTrade(db: Db, id: string): Promise<TradeRow | undefined> {
  const [row] = await db.select().from(trades).where(eq(trades.id, id)).limit(1);
  return row;
}

/** The trade row locked until the transaction ends (after its items: see service.ts for the lock order). */
export async function lockTrade(db: Db, id: string): Promise<TradeRow | undefined> {
  const [row] = await db.select().from(trades).where(eq(trades.id, id)).for('update').limit(1);
  return row;
}

/** The requester's offered item ids of one trade, in the order chosen. */
export async function offeredItemIds(db: Db, tradeId: string): Promise<string[]> {
  const rows = await db
    .select({ itemId: tradeOfferedItems.itemId })
    .from(tradeOfferedItems)
    .where(eq(tradeOfferedItems.tradeId, tradeId))
    .orderBy(asc(tradeOfferedItems.position));
  return rows.map((row) => row.itemId);
}

/** Every trade transaction locks its items first, in id order (the items module's lock). */
export { lockItems } from '../items/index.ts';

/** Which of `itemIds` are offered in a pending trade (reserved), other than `exceptTradeId`. */
export async function reservedAmong(db: Db, itemIds: string[], exceptTradeId?: string): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const conditions = [inArray(tradeOfferedItems.itemId, itemIds), eq(trades.status, 'pending')];
  if (exceptTradeId) conditions.push(ne(trades.id, exceptTradeId));
  const rows = await db
    .selectDistinct({ itemId: tradeOfferedItems.itemId })
    .from(tradeOfferedItems)
    .innerJoin(trades, eq(trades.id, tradeOfferedItems.tradeId))
    .where(and(...conditions));
  return rows.map((row) => row.itemId);
}

/** The member's items offered in a pending trade. */
export async function reservedItemsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ itemId: tradeOfferedItems.itemId })
    .from(tradeOfferedItems)
    .innerJoin(trades, eq(trades.id, tradeOfferedItems.tradeId))
    .where(and(eq(trades.requesterId, userId), eq(trades.status, 'pending')));
  return rows.map((row) => row.itemId);
}

export async function insertTrade(db: Db, values: TradeInsert, offered: string[]): Promise<TradeRow> {
  const [row] = await db.insert(trades).values(values).returning();
  if (offered.length > 0) {
    await db
      .insert(tradeOfferedItems)
      .values(offered.map((itemId, position) => ({ tradeId: row!.id, itemId, position })));
  }
  return row!;
}

export type TradeChanges = Partial<
  Pick<
    TradeInsert,
    | 'status'
    | 'respondedAt'
    | 'requesterConfirmedAt'
    | 'ownerConfirmedAt'
    | 'completedAt'
    | 'paymentMethod'
    | 'holdId'
    | 'disputeOpen'
    | 'round'
    | 'awaiting'
    | 'cashDifferenceCents'
    | 'expiresAt'
    | 'handover'
    | 'handedOverAt'
  >
>;

/**
 * The one way a status changes: only from the status the caller saw (and, when `dueBy` is given, only once
 * expires_at has passed; when `awaiting` is, only on that party's turn), so two actors can never both move a
 * trade. Undefined when someone else moved first.
 */
export async function moveStatus(
  db: Db,
  where: { id: string; from: TradeStatus; dueBy?: Date; awaiting?: TradeSide },
  changes: TradeChanges,
): Promise<TradeRow | undefined> {
  const conditions = [eq(trades.id, where.id), eq(trades.status, where.from)];
  if (where.dueBy) conditions.push(lte(trades.expiresAt, where.dueBy));
  if (where.awaiting) conditions.push(eq(trades.awaiting, where.awaiting));
  const [row] = await db
    .update(trades)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
  return row;
}

export async function updateTrade(db: Db, id: string, changes: TradeChanges): Promise<TradeRow> {
  const [row] = await db
    .update(trades)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(trades.id, id))
    .returning();
  return row!;
}

/**
 * Declines every other pending trade involving any of `itemIds` (as the wanted item, one of a bundle's, or an offered
 * one): they can no longer happen. Answers the declined rows (only those still pending: a concurrent cancel keeps its own).
 */
export async function declinePendingInvolving(
  db: Db,
  itemIds: string[],
  /** The trade just accepted, which stays; none when nothing was (a listing taken down). */
  exceptTradeId?: string,
): Promise<TradeRow[]> {
  if (itemIds.length === 0) return [];
  const offering = db
    .select({ id: tradeOfferedItems.tradeId })
    .from(tradeOfferedItems)
    .where(inArray(tradeOfferedItems.itemId, itemIds));
  const bundling = db
    .select({ id: tradeBundleItems.tradeId })
    .from(tradeBundleItems)
    .where(inArray(tradeBundleItems.itemId, itemIds));
  const now = new Date();
  return db
    .update(trades)
    .set({ status: 'rejected', respondedAt: now, updatedAt: now })
    .where(
      and(
        eq(trades.status, 'pending'),
        exceptTradeId === undefined ? undefined : ne(trades.id, exceptTradeId),
        or(inArray(trades.ownerItemId, itemIds), inArray(trades.id, offering), inArray(trades.id, bundling)),
      ),
    )
    .returning();
}

/** Marks items as gone (swapped or sold): no longer available to anyone. */
export async function markItems(db: Db, ids: string[], status: 'swapped' | 'sold'): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(items)
    .set({ status, isAvailable: false, updatedAt: new Date() })
    .where(inArray(items.id, ids));
}

const mine = (userId: string) => or(eq(trades.requesterId, userId), eq(trades.ownerId, userId))!;

/** The member's trades, sent and received, newest first (id breaks ties), `limit` rows after `after`. */
export function listForMember(
  db: Db,
  userId: string,
  page: { limit: number; after?: ListPosition },
): Promise<TradeRow[]> {
  const conditions = [mine(userId)];
  if (page.after) {
    conditions.push(
      sql`(${trades.createdAt}, ${trades.id}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  return db
    .select()
    .from(trades)
    .where(and(...conditions))
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(page.limit);
}

export async function countsForMember(db: Db, userId: string): Promise<{ received: number; sent: number }> {
  const [row] = await db
    .select({
      received: sql<number>`count(*) filter (where ${trades.ownerId} = ${userId})::int`,
      sent: sql<number>`count(*) filter (where ${trades.requesterId} = ${userId})::int`,
    })
    .from(trades)
    .where(mine(userId));
  return { received: row?.received ?? 0, sent: row?.sent ?? 0 };
}

export async function isParty(db: Db, tradeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(trades)
    .where(and(eq(trades.id, tradeId), mine(userId)));
  return (row?.n ?? 0) > 0;
}

export async function itemsByIds(db: Db, ids: string[]): Promise<Map<string, ItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(itemColumns)
    .from(items)
    .where(inArray(items.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Offered item ids of several trades, each in its chosen order. */
export async function offeredItemIdsOf(db: Db, tradeIds: string[]): Promise<Map<string, string[]>> {
  const byTrade = new Map<string, string[]>(tradeIds.map((id) => [id, []]));
  if (tradeIds.length === 0) return byTrade;
  const rows = await db
    .select()
    .from(tradeOfferedItems)
    .where(inArray(tradeOfferedItems.tradeId, tradeIds))
    .orderBy(asc(tradeOfferedItems.tradeId), asc(tradeOfferedItems.position));
  for (const row of rows) byTrade.get(row.tradeId)?.push(row.itemId);
  return byTrade;
}

/** The newest message of each trade (one index scan per trade on (trade_id, created_at, id)). */
export async function lastMessagesOf(db: Db, tradeIds: string[]): Promise<Map<string, TradeMessageRow>> {
  if (tradeIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([tradeMessages.tradeId])
    .from(tradeMessages)
    .where(inArray(tradeMessages.tradeId, tradeIds))
    .orderBy(tradeMessages.tradeId, desc(tradeMessages.createdAt), desc(tradeMessages.id));
  return new Map(rows.map((row) => [row.tradeId, row]));
}

export type CircleLegRow = Pick<
  typeof swapCircleLegs.$inferSelect,
  'circleId' | 'giverId' | 'receiverId' | 'itemId' | 'cashCents' | 'tradeId'
>;

/**
 * The swap circle legs the member is on, in every circle of theirs that completed (each leg records the trade it
 * became: circles build on trades, so the circles module writes the link and trades read it). Two per circle, both
 * trades of the member's; the third leg of a circle of three is not read. Found from the member's receiving legs
 * (indexed), then by circle.
 */
export function circleLegsOf(db: Db, memberId: string): Promise<CircleLegRow[]> {
  const completed = db
    .select({ circleId: swapCircleLegs.circleId })
    .from(swapCircleLegs)
    .where(and(eq(swapCircleLegs.receiverId, memberId), isNotNull(swapCircleLegs.tradeId)));
  return db
    .select({
      circleId: swapCircleLegs.circleId,
      giverId: swapCircleLegs.giverId,
      receiverId: swapCircleLegs.receiverId,
      itemId: swapCircleLegs.itemId,
      cashCents: swapCircleLegs.cashCents,
      tradeId: swapCircleLegs.tradeId,
    })
    .from(swapCircleLegs)
    .where(
      and(
        inArray(swapCircleLegs.circleId, completed),
        or(eq(swapCircleLegs.giverId, memberId), eq(swapCircleLegs.receiverId, memberId)),
      ),
    );
}

/** For invitations: the counter-offer that answered each (trades.invitation_id is unique). */
export async function counterOffersOf(db: Db, invitationIds: string[]): Promise<Map<string, string>> {
  if (invitationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: trades.id, invitationId: trades.invitationId })
    .from(trades)
    .where(inArray(trades.invitationId, invitationIds));
  return new Map(rows.map((row) => [row.invitationId!, row.id]));
}

/** The newest `limit` messages of a trade, oldest first. */
export async function listMessages(db: Db, tradeId: string, limit: number): Promise<TradeMessageRow[]> {
  const rows = await db
    .select()
    .from(tradeMessages)
    .where(eq(tradeMessages.tradeId, tradeId))
    .orderBy(desc(tradeMessages.createdAt), desc(tradeMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function insertMessage(
  db: Db,
  values: { tradeId: string; senderId: string; content: string },
): Promise<TradeMessageRow> {
  const [row] = await db.insert(tradeMessages).values(values).returning();
  return row!;
}

/** Whether an item is wanted (alone or in a bundle) or offered in a pending trade (the items service's guard). */
export async function inPendingTrade(db: Db, itemId: string): Promise<boolean> {
  const offering = db
    .select({ id: tradeOfferedItems.tradeId })
    .from(tradeOfferedItems)
    .where(eq(tradeOfferedItems.itemId, itemId));
  const bundling = db
    .select({ id: tradeBundleItems.tradeId })
    .from(tradeBundleItems)
    .where(eq(tradeBundleItems.itemId, itemId));
  const [row] = await db
    .select({ n: count() })
    .from(trades)
    .where(
      and(
        eq(trades.status, 'pending'),
        or(eq(trades.ownerItemId, itemId), inArray(trades.id, offering), inArray(trades.id, bundling)),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Records the items of an accepted trade as agreed (the rows as they were when it was accepted). The primary key
 * refuses an item already traded: the database's own guard against selling one item twice.
 */
export async function recordTradedItems(
  db: Db,
  tradeId: string,
  agreed: Array<{ item: ItemRow; side: 'wanted' | 'offered' }>,
): Promise<void> {
  if (agreed.length === 0) return;
  await db.insert(tradedItems).values(
    agreed.map(({ item, side }) => ({
      itemId: item.id,
      tradeId,
      side,
      title: item.title,
      condition: item.condition,
      valueCents: item.valueCents,
      photo: item.photos[0] ?? null,
    })),
  );
}

/** The agreed items of several trades, by trade and then item id. */
export async function tradedItemsOf(db: Db, tradeIds: string[]): Promise<Map<string, TradedItemRow>> {
  if (tradeIds.length === 0) return new Map();
  const rows = await db.select().from(tradedItems).where(inArray(tradedItems.tradeId, tradeIds));
  return new Map(rows.map((row) => [`${row.tradeId}:${row.itemId}`, row]));
}

/** Whether an item changed hands in an accepted trade (the items service's guard). */
export async function isTraded(db: Db, itemId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tradedItems).where(eq(tradedItems.itemId, itemId));
  return (row?.n ?? 0) > 0;
}

/** Whether the member already has a pending offer for this item. */
export async function hasPendingOffer(db: Db, requesterId: string, ownerItemId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(trades)
    .where(
      and(
        eq(trades.requesterId, requesterId),
        eq(trades.ownerItemId, ownerItemId),
        eq(trades.status, 'pending'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * An accepted trade cancelled before its items left (docs/product/handover.md): its agreed copies are removed, which
 * lets the items change again (migration 0010's guard), and they are back on the market as they were. Answers their
 * ids. In the caller's transaction, the trade row locked.
 */
export async function returnTradedItems(db: Db, tradeId: string): Promise<string[]> {
  const removed = await db
    .delete(tradedItems)
    .where(eq(tradedItems.tradeId, tradeId))
    .returning({ itemId: tradedItems.itemId });
  const ids = removed.map((row) => row.itemId);
  if (ids.length > 0) {
    await db
      .update(items)
      .set({ status: 'available', isAvailable: true, updatedAt: new Date() })
      .where(inArray(items.id, ids));
  }
  return ids;
}
