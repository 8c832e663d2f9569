import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SwapCircleStatus } from '@swapyard/domain';
import {
  items,
  itemWants,
  liveAuctions,
  profiles,
  swapCircleLegs,
  swapCircles,
  swapPreferences,
  tradeOfferedItems,
  trades,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import {
  itemColumns,
  memberItemRow,
  ownerColumns,
  ownerNotSuspended,
  visibleTo,
  type ItemWithOwner,
} from '../items/index.ts';
import { memberCardsByIds } from '../profiles/index.ts';

export { lockItems } from '../items/index.ts';

export type WantWithItem = ItemWithOwner & { wantedAt: Date };

/** Adds the want unless it exists (a double click keeps the first); an item deleted meanwhile is not wanted. */
export async function insertWant(db: Db, userId: string, itemId: string): Promise<void> {
  await db
    .insert(itemWants)
    .select(memberItemRow(db, userId, itemId))
    .onConflictDoNothing();
}

export async function deleteWant(db: Db, userId: string, itemId: string): Promise<void> {
  await db.delete(itemWants).where(and(eq(itemWants.userId, userId), eq(itemWants.itemId, itemId)));
}

export async function isWanted(db: Db, userId: string, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ itemId: itemWants.itemId })
    .from(itemWants)
    .where(and(eq(itemWants.userId, userId), eq(itemWants.itemId, itemId)))
    .limit(1);
  return row !== undefined;
}

export async function isWantedByAnyone(db: Db, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ itemId: itemWants.itemId })
    .from(itemWants)
    .where(eq(itemWants.itemId, itemId))
    .limit(1);
  return row !== undefined;
}

export async function countWants(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(itemWants)
    .where(eq(itemWants.userId, userId));
  return row?.n ?? 0;
}

/** The member's wants they may still see, newest first. */
export function listWants(db: Db, userId: string, limit: number): Promise<WantWithItem[]> {
  return db
    .select({ wantedAt: itemWants.createdAt, item: itemColumns, owner: ownerColumns })
    .from(itemWants)
    .innerJoin(items, eq(items.id, itemWants.itemId))
    .innerJoin(profiles, eq(profiles.id, items.userId))
    .where(and(eq(itemWants.userId, userId), visibleTo(userId)))
    .orderBy(desc(itemWants.createdAt), desc(itemWants.itemId))
    .limit(limit);
}

/** Serialises one member's want changes, so two at once cannot both pass the MAX_WANTS count. */
export async function lockMemberWants(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`item_wants:${userId}`}))`);
}

// --- The swap graph -------------------------------------------------------------------------------------------

/** Only one solve at a time, across every server instance (held until the solving transaction ends). */
const SOLVER_LOCK_ID = 7_202_611;
export async function lockSolver(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SOLVER_LOCK_ID})`);
}

/** An item offered in a pending trade offer (reserved: docs/product/trades.md). */
const offeredInPendingTrade = sql`exists (select 1 from ${tradeOfferedItems} offered join ${trades} pending on pending.id = offered.trade_id where offered.item_id = ${items.id} and pending.status = 'pending')`;
/**
 * An item up for auction in a live stream, its auction added to the stream or running: the auction's until it ends
 * (docs/product/live.md), so no circle may hold it. Live's own check (items' `auctionGuard` hook, which accepting a
 * circle runs) reads the same statuses; the solve reads the whole graph in one query and runs as a job, so it asks
 * the table itself.
 */
const upForAuction = sql`exists (select 1 from ${liveAuctions} auction where auction.item_id = ${items.id} and auction.status in ('pending', 'active'))`;
/** A member already giving in an open circle is in no other until it closes. */
const ownerInOpenCircle = sql`exists (select 1 from ${swapCircleLegs} leg where leg.open and leg.giver_id = ${items.userId})`;

/**
 * The items a circle may hold (docs/product/swap-circles.md, "Wants"): available, public, open to swap, valued, not
 * reserved by a pending offer, not up for auction, their owner not suspended and not already in an open circle; and wanted by someone.
 */
export async function swappableWantedItems(
  db: Db,
): Promise<Array<{ itemId: string; ownerId: string; valueCents: number }>> {
  const rows = await db
    .select({ itemId: items.id, ownerId: items.userId, valueCents: items.valueCents })
    .from(items)
    .where(
      and(
        eq(items.isAvailable, true),
        eq(items.status, 'available'),
        eq(items.visibility, 'public'),
        eq(items.openToSwap, true),
        isNotNull(items.valueCents),
        ownerNotSuspended(),
        sql`not ${offeredInPendingTrade}`,
        sql`not ${upForAuction}`,
        sql`not ${ownerInOpenCircle}`,
        sql`exists (select 1 from ${itemWants} want where want.item_id = ${items.id})`,
      ),
    );
  return rows.map((row) => ({ ...row, valueCents: row.valueCents! }));
}

/** Every want, of members not suspended and not already in an open circle. */
export function openWants(db: Db): Promise<Array<{ memberId: string; itemId: string }>> {
  return db
    .select({ memberId: itemWants.userId, itemId: itemWants.itemId })
    .from(itemWants)
    .where(
      and(
        ownerNotSuspended(itemWants.userId),
        sql`not exists (select 1 from ${swapCircleLegs} leg where leg.open and leg.giver_id = ${itemWants.userId})`,
      ),
    );
}

/** Combinations never to propose again: declined or expired circles' (docs/product/swap-circles.md). */
export async function closedCombinations(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ key: swapCircles.combinationKey })
    .from(swapCircles)
    .where(inArray(swapCircles.status, ['declined', 'expired']));
  return new Set(rows.map((row) => row.key));
}

// --- Circles ----------------------------------------------------------------------------------------------------

export type CircleRow = typeof swapCircles.$inferSelect;
export type LegRow = typeof swapCircleLegs.$inferSelect;

/** Whether the item is offered in a pending trade offer. */
export async function isOfferedInPendingTrade(db: Db, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemId), offeredInPendingTrade));
  return row !== undefined;
}

/** Which of these items are up for auction (the solve's check again, once their rows are locked). */
export async function upForAuctionAmong(db: Db, itemIds: string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(inArray(items.id, itemIds), upForAuction));
  return rows.map((row) => row.id);
}

/**
 * Writes a proposed circle and its open legs. The unique indexes refuse a second open circle for an item or a
 * giver, and a second proposal of one combination: the caller runs it in a savepoint and skips the circle then.
 */
export async function insertCircle(
  db: Db,
  circle: { combinationKey: string; expiresAt: Date },
  legs: Array<Pick<LegRow, 'giverId' | 'receiverId' | 'itemId' | 'valueCents' | 'cashCents'>>,
): Promise<CircleRow> {
  const [row] = await db
    .insert(swapCircles)
    .values({ ...circle, memberCount: legs.length })
    .returning();
  await db
    .insert(swapCircleLegs)
    .values(legs.map((leg, position) => ({ ...leg, circleId: row!.id, position })));
  return row!;
}

export async function findCircle(db: Db, id: string): Promise<CircleRow | undefined> {
  const [row] = await db.select().from(swapCircles).where(eq(swapCircles.id, id));
  return row;
}

export async function lockCircle(db: Db, id: string): Promise<CircleRow | undefined> {
  const [row] = await db.select().from(swapCircles).where(eq(swapCircles.id, id)).for('update');
  return row;
}

export function legsOf(db: Db, circleIds: string[]): Promise<LegRow[]> {
  if (circleIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(swapCircleLegs)
    .where(inArray(swapCircleLegs.circleId, circleIds))
    .orderBy(asc(swapCircleLegs.circleId), asc(swapCircleLegs.position));
}

/** The member's proposed circles, soonest to expire first. */
export async function proposedCirclesOf(db: Db, memberId: string): Promise<CircleRow[]> {
  const rows = await db
    .select({ circle: swapCircles })
    .from(swapCircles)
    .innerJoin(swapCircleLegs, eq(swapCircleLegs.circleId, swapCircles.id))
    .where(and(eq(swapCircles.status, 'proposed'), eq(swapCircleLegs.giverId, memberId)))
    .orderBy(asc(swapCircles.expiresAt), asc(swapCircles.id));
  return rows.map((row) => row.circle);
}

export async function acceptLeg(db: Db, circleId: string, position: number): Promise<void> {
  await db
    .update(swapCircleLegs)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(swapCircleLegs.circleId, circleId),
        eq(swapCircleLegs.position, position),
        isNull(swapCircleLegs.acceptedAt),
      ),
    );
}

/** The payer's hold for the leg's cash. */
export async function setLegHold(db: Db, circleId: string, position: number, holdId: string): Promise<void> {
  await db
    .update(swapCircleLegs)
    .set({ holdId })
    .where(and(eq(swapCircleLegs.circleId, circleId), eq(swapCircleLegs.position, position)));
}

export async function setLegTrade(
  db: Db,
  circleId: string,
  position: number,
  tradeId: string,
): Promise<void> {
  await db
    .update(swapCircleLegs)
    .set({ tradeId })
    .where(and(eq(swapCircleLegs.circleId, circleId), eq(swapCircleLegs.position, position)));
}

/**
 * Closes a proposed circle (its row locked by the caller): the new status, and its legs no longer open, so their
 * items and members are free for other circles. Conditional on 'proposed': undefined when it had already closed.
 */
export async function closeCircle(
  db: Db,
  id: string,
  status: Exclude<SwapCircleStatus, 'proposed'>,
  closedBy: string | null = null,
): Promise<CircleRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(swapCircles)
    .set({ status, closedAt: now, closedBy, updatedAt: now })
    .where(and(eq(swapCircles.id, id), eq(swapCircles.status, 'proposed')))
    .returning();
  if (row) await db.update(swapCircleLegs).set({ open: false }).where(eq(swapCircleLegs.circleId, id));
  return row;
}

/** Open circles holding any of these items. */
export async function openCirclesWithItems(db: Db, itemIds: string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ circleId: swapCircleLegs.circleId })
    .from(swapCircleLegs)
    .where(and(eq(swapCircleLegs.open, true), inArray(swapCircleLegs.itemId, itemIds)));
  return rows.map((row) => row.circleId);
}

/** Which of these items their owner reserved by accepting an open circle. */
export async function reservedForCircles(db: Db, itemIds: string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ itemId: swapCircleLegs.itemId })
    .from(swapCircleLegs)
    .where(
      and(
        eq(swapCircleLegs.open, true),
        isNotNull(swapCircleLegs.acceptedAt),
        inArray(swapCircleLegs.itemId, itemIds),
      ),
    );
  return rows.map((row) => row.itemId);
}

/** The people and items a circle's card shows. Sequential reads: callers may pass a transaction (one connection). */
export async function cardDetails(db: Db, legs: LegRow[]) {
  const memberIds = [...new Set(legs.flatMap((leg) => [leg.giverId, leg.receiverId]))];
  const itemIds = [...new Set(legs.map((leg) => leg.itemId))];
  const parties = await memberCardsByIds(db, memberIds);
  const itemRows =
    itemIds.length === 0
      ? []
      : await db
          .select({ id: items.id, title: items.title, category: items.category, photos: items.photos })
          .from(items)
          .where(inArray(items.id, itemIds));
  return {
    parties,
    items: new Map(itemRows.map((row) => [row.id, row])),
  };
}

// --- Preferences ------------------------------------------------------------------------------------------------

export async function findCashLimit(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ percent: swapPreferences.cashLimitPercent })
    .from(swapPreferences)
    .where(eq(swapPreferences.userId, userId));
  return row?.percent;
}

export async function saveCashLimit(db: Db, userId: string, percent: number): Promise<void> {
  await db
    .insert(swapPreferences)
    .values({ userId, cashLimitPercent: percent })
    .onConflictDoUpdate({
      target: swapPreferences.userId,
      set: { cashLimitPercent: percent, updatedAt: new Date() },
    });
}

/** Every member's own cash limit (members without one take the default). */
export async function cashLimits(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: swapPreferences.userId, percent: swapPreferences.cashLimitPercent })
    .from(swapPreferences);
  return new Map(rows.map((row) => [row.userId, row.percent]));
}
