import { and, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import { auctionBids, items, liveAuctions, profiles } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import { rowFromJson } from '../../../platform/json-rows.ts';
import { memberColumns, type MemberRow } from './members.ts';

export type AuctionRow = typeof liveAuctions.$inferSelect;
export type AuctionInsert = typeof liveAuctions.$inferInsert;
export type BidRow = typeof auctionBids.$inferSelect;
export type BidWithBidder = BidRow & { bidder: MemberRow };
export type AuctionChanges = Partial<
  Pick<
    AuctionRow,
    'status' | 'startedAt' | 'endsAt' | 'endedAt' | 'currentPriceCents' | 'winnerId' | 'tradeId'
  >
>;

export async function insertAuction(db: Db, values: AuctionInsert): Promise<AuctionRow> {
  const [row] = await db.insert(liveAuctions).values(values).returning();
  return row!;
}

export async function findAuction(db: Db, id: string): Promise<AuctionRow | undefined> {
  const [row] = await db.select().from(liveAuctions).where(eq(liveAuctions.id, id));
  return row;
}

/** Which of these items are up for auction (pending or running). */
export async function itemsAtAuction(db: Db, itemIds: string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ itemId: liveAuctions.itemId })
    .from(liveAuctions)
    .where(and(inArray(liveAuctions.itemId, itemIds), inArray(liveAuctions.status, ['pending', 'active'])));
  return rows.map((row) => row.itemId);
}

/** The auction row locked: bids, starting and closing one auction take turns on it. */
export async function lockAuction(db: Db, id: string): Promise<AuctionRow | undefined> {
  const [row] = await db.select().from(liveAuctions).where(eq(liveAuctions.id, id)).for('update');
  return row;
}

export async function updateAuction(db: Db, id: string, changes: AuctionChanges): Promise<AuctionRow> {
  const [row] = await db.update(liveAuctions).set(changes).where(eq(liveAuctions.id, id)).returning();
  return row!;
}

/** The stream's auctions that have not ended (the running one and those not started), newest first. */
export async function openAuctions(db: Db, streamId: string): Promise<AuctionRow[]> {
  return db
    .select()
    .from(liveAuctions)
    .where(and(eq(liveAuctions.streamId, streamId), inArray(liveAuctions.status, ['pending', 'active'])))
    .orderBy(desc(liveAuctions.createdAt));
}

export async function recentEndedAuctions(db: Db, streamId: string, limit: number): Promise<AuctionRow[]> {
  return db
    .select()
    .from(liveAuctions)
    .where(and(eq(liveAuctions.streamId, streamId), inArray(liveAuctions.status, ['sold', 'passed'])))
    .orderBy(desc(liveAuctions.endedAt))
    .limit(limit);
}

/** The running auction of each stream. */
export async function activeAuctionsOf(db: Db, streamIds: string[]): Promise<AuctionRow[]> {
  if (streamIds.length === 0) return [];
  return db
    .select()
    .from(liveAuctions)
    .where(and(inArray(liveAuctions.streamId, streamIds), eq(liveAuctions.status, 'active')));
}

export async function soldSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveAuctions)
    .where(and(eq(liveAuctions.status, 'sold'), gte(liveAuctions.endedAt, since)));
  return row?.n ?? 0;
}

export interface AuctionItemRow {
  id: string;
  title: string;
  photos: (typeof items.$inferSelect)['photos'];
  condition: (typeof items.$inferSelect)['condition'];
  size: string | null;
}

export async function auctionItems(db: Db, ids: string[]): Promise<Map<string, AuctionItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: items.id,
      title: items.title,
      photos: items.photos,
      condition: items.condition,
      size: items.size,
    })
    .from(items)
    .where(inArray(items.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertBid(
  db: Db,
  values: {
    auctionId: string;
    bidderId: string;
    amountCents: number;
    maxCents: number;
    holdId: string | null;
    isWinning: boolean;
  },
): Promise<BidRow> {
  const [row] = await db.insert(auctionBids).values(values).returning();
  return row!;
}

/** The auction's winning bid (at most one: a unique index). */
export async function winningBid(db: Db, auctionId: string): Promise<BidRow | undefined> {
  const [row] = await db
    .select()
    .from(auctionBids)
    .where(and(eq(auctionBids.auctionId, auctionId), eq(auctionBids.isWinning, true)));
  return row;
}

/** A bid outbid, its price moved by its maximum, or its maximum raised. */
export async function updateBid(
  db: Db,
  bidId: string,
  changes: Partial<Pick<BidRow, 'isWinning' | 'amountCents' | 'maxCents' | 'holdId'>>,
): Promise<void> {
  await db.update(auctionBids).set(changes).where(eq(auctionBids.id, bidId));
}

/**
 * The highest bids of each auction (`perAuction` each), highest first, with their bidders: one statement for what a
 * view of the auction shows of its bids. Each auction's are read down its (auction, amount) index, so a hot
 * auction's thousands of bids cost no more than a few.
 */
export async function topBids(db: Db, auctionIds: string[], perAuction: number): Promise<BidWithBidder[]> {
  if (auctionIds.length === 0) return [];
  const top = db
    .select({ id: auctionBids.id })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, sql`wanted.id`))
    // Of equal amounts (a maximum matched exactly) the leader first, then the earlier.
    .orderBy(desc(auctionBids.amountCents), desc(auctionBids.isWinning), auctionBids.createdAt)
    .limit(perAuction);
  const ids = sql`(select top.id from unnest(${sql.param(auctionIds)}::uuid[]) as wanted (id) cross join lateral (${top}) as top)`;
  return db
    .select({ ...getTableColumns(auctionBids), bidder: memberColumns })
    .from(auctionBids)
    .innerJoin(profiles, eq(profiles.id, auctionBids.bidderId))
    .where(inArray(auctionBids.id, ids))
    .orderBy(desc(auctionBids.amountCents), desc(auctionBids.isWinning), auctionBids.createdAt);
}

export interface AuctionableItemRow {
  id: string;
  userId: string;
  status: (typeof items.$inferSelect)['status'];
  visibility: (typeof items.$inferSelect)['visibility'];
}

/** The item row locked, as the trades module locks it, so an auction and an offer never take it at once. */
export async function lockItem(db: Db, id: string): Promise<AuctionableItemRow | undefined> {
  const [row] = await db
    .select({ id: items.id, userId: items.userId, status: items.status, visibility: items.visibility })
    .from(items)
    .where(eq(items.id, id))
    .for('update');
  return row;
}

/** The bidder's bids in auctions still running whose money is on these holds, with the item's title. */
export function runningBidsOnHolds(db: Db, holdIds: string[], bidderId: string) {
  return db
    .select({ holdId: auctionBids.holdId, title: items.title })
    .from(auctionBids)
    .innerJoin(liveAuctions, eq(liveAuctions.id, auctionBids.auctionId))
    .innerJoin(items, eq(items.id, liveAuctions.itemId))
    .where(
      and(
        inArray(auctionBids.holdId, holdIds),
        eq(auctionBids.bidderId, bidderId),
        eq(liveAuctions.status, 'active'),
      ),
    );
}

export interface BidPlaced {
  auction: AuctionRow;
  extended: boolean;
  seen: boolean;
  bidderMaxCents: number | null;
}

export interface BidRequest {
  auctionId: string;
  bidderId: string;
  amountCents: number | undefined;
  maxCents: number | undefined;
  now: Date;
  incrementCents: number;
}

const bidArguments = (bid: BidRequest) =>
  sql`${bid.auctionId}::uuid, ${bid.bidderId}::uuid, ${bid.amountCents ?? null}::integer, ${bid.maxCents ?? null}::integer, ${bid.now.toISOString()}::timestamptz, ${bid.incrementCents}::integer`;

/**
 * A bid in one statement (`live_place_bid`, migration 0043): the lock, the rules, the holds, the bid rows and the
 * auction. Refusals come back as SQLSTATE SYBID (modules/live/bids.ts words them).
 */
export async function placeBid(db: Db, bid: BidRequest & { antiSnipingSeconds: number }): Promise<BidPlaced> {
  const result = (await db.execute(
    sql`select live_place_bid(${bidArguments(bid)}, ${bid.antiSnipingSeconds}::integer) as placed`,
  )) as unknown as { rows: [{ placed: Omit<BidPlaced, 'auction'> & { auction: Record<string, unknown> } }] };
  const placed = result.rows[0].placed;
  return { ...placed, auction: rowFromJson(liveAuctions, placed.auction) };
}

/** What the bidder's wallets lack for this bid's maximum now (`live_bid_shortfall`), or its refusal. */
export async function bidShortfall(db: Db, bid: BidRequest): Promise<number> {
  const result = (await db.execute(
    sql`select live_bid_shortfall(${bidArguments(bid)})::integer as shortfall`,
  )) as unknown as { rows: [{ shortfall: number }] };
  return Number(result.rows[0].shortfall);
}
