import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { items, tradedItems, tradeHandovers, trades } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';

export type HandoverRow = typeof tradeHandovers.$inferSelect;
export type HandoverInsert = typeof tradeHandovers.$inferInsert;
export type HandoverChanges = Partial<
  Pick<
    HandoverInsert,
    | 'method'
    | 'state'
    | 'address'
    | 'carrier'
    | 'trackingNumber'
    | 'shipmentId'
    | 'trackingStatus'
    | 'shippedAt'
    | 'deliveredAt'
    | 'receivedAt'
    | 'cancelledAt'
    | 'meetupAt'
    | 'meetupPlace'
    | 'meetupProposedBy'
    | 'meetupAgreedAt'
    | 'meetupCancelAskedBy'
    | 'noShowReportedBy'
    | 'handoverCode'
    | 'codeAttempts'
  >
>;
export type HandoverSide = HandoverRow['side'];

/** One side of an accepted trade's agreed items, and how every one of its listings may be handed over. */
export interface TradedSide {
  side: HandoverSide;
  ships: boolean;
  meetsUp: boolean;
  titles: string[];
}

/** The sides of the trade's agreed items (traded_items), each with what all its listings allow. */
export function tradedSides(db: Db, tradeId: string): Promise<TradedSide[]> {
  return db
    .select({
      side: tradedItems.side,
      ships: sql<boolean>`bool_and(${items.ships})`,
      meetsUp: sql<boolean>`bool_and(${items.meetsUp})`,
      titles: sql<
        string[]
      >`array_agg(${tradedItems.title} order by ${tradedItems.createdAt}, ${tradedItems.itemId})`,
    })
    .from(tradedItems)
    .innerJoin(items, eq(items.id, tradedItems.itemId))
    .where(eq(tradedItems.tradeId, tradeId))
    .groupBy(tradedItems.side)
    .orderBy(tradedItems.side);
}

export async function insertHandovers(db: Db, rows: HandoverInsert[]): Promise<HandoverRow[]> {
  if (rows.length === 0) return [];
  return db.insert(tradeHandovers).values(rows).returning();
}

/** A trade's handovers: the owner's items' first ('wanted'), then the requester's. */
export function handoversOf(db: Db, tradeId: string): Promise<HandoverRow[]> {
  return db
    .select()
    .from(tradeHandovers)
    .where(eq(tradeHandovers.tradeId, tradeId))
    .orderBy(sql`${tradeHandovers.side} = 'offered'`);
}

/** The handovers of several trades (a wallet page's held trades). */
export function handoversOfTrades(db: Db, tradeIds: string[]): Promise<HandoverRow[]> {
  if (tradeIds.length === 0) return Promise.resolve([]);
  return db.select().from(tradeHandovers).where(inArray(tradeHandovers.tradeId, tradeIds));
}

export async function findHandover(db: Db, id: string): Promise<HandoverRow | undefined> {
  const [row] = await db.select().from(tradeHandovers).where(eq(tradeHandovers.id, id));
  return row;
}

export async function lockHandover(db: Db, id: string): Promise<HandoverRow | undefined> {
  const [row] = await db.select().from(tradeHandovers).where(eq(tradeHandovers.id, id)).for('update');
  return row;
}

/** A trade's handovers locked, in id order (every transition on one trade takes them in this order). */
export function lockHandoversOf(db: Db, tradeId: string): Promise<HandoverRow[]> {
  return db
    .select()
    .from(tradeHandovers)
    .where(eq(tradeHandovers.tradeId, tradeId))
    .orderBy(asc(tradeHandovers.id))
    .for('update');
}

export async function updateHandover(db: Db, id: string, changes: HandoverChanges): Promise<HandoverRow> {
  const [row] = await db
    .update(tradeHandovers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tradeHandovers.id, id))
    .returning();
  return row!;
}

/** Every open handover of a trade cancelled with it. */
export async function cancelHandoversOf(db: Db, tradeId: string, at: Date): Promise<void> {
  await db
    .update(tradeHandovers)
    .set({ state: 'cancelled', cancelledAt: at, updatedAt: at })
    .where(
      and(eq(tradeHandovers.tradeId, tradeId), sql`${tradeHandovers.state} not in ('received', 'cancelled')`),
    );
}

export async function updateOverdue(db: Db, id: string, at: Date): Promise<void> {
  await db.update(tradeHandovers).set({ overdueAt: at }).where(eq(tradeHandovers.id, id));
}

/** The developer's clock (dev-clock.ts): the handover's own times moved `ms` back. Answers whether it exists. */
export async function ageHandover(db: Db, id: string, ms: number): Promise<boolean> {
  const back = (column: AnyPgColumn) => sql`${column} - make_interval(secs => ${ms / 1000})`;
  const rows = await db
    .update(tradeHandovers)
    .set({
      acceptedAt: back(tradeHandovers.acceptedAt),
      shippedAt: back(tradeHandovers.shippedAt),
      deliveredAt: back(tradeHandovers.deliveredAt),
      meetupAt: back(tradeHandovers.meetupAt),
    })
    .where(eq(tradeHandovers.id, id))
    .returning({ id: tradeHandovers.id });
  return rows.length > 0;
}

/** The viewer's trades whose money is on these holds, with the title of the item asked for. */
export function tradesHolding(db: Db, holdIds: string[], viewerId: string) {
  return db
    .select({
      id: trades.id,
      holdId: trades.holdId,
      status: trades.status,
      disputeOpen: trades.disputeOpen,
      handover: trades.handover,
      title: items.title,
    })
    .from(trades)
    .leftJoin(items, eq(items.id, trades.ownerItemId))
    .where(
      and(
        inArray(trades.holdId, holdIds),
        or(eq(trades.requesterId, viewerId), eq(trades.ownerId, viewerId)),
      ),
    )
    .then((rows) => rows.map((row) => ({ ...row, holdId: row.holdId! })));
}

export type HeldTrade = Awaited<ReturnType<typeof tradesHolding>>[number];
