import { and, desc, eq, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { items, profiles, trades, userRatings } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { ListPosition } from '../../platform/pagination.ts';
import { memberCardColumnsOf } from '../profiles/index.ts';

export type TradeParties = Pick<typeof trades.$inferSelect, 'id' | 'requesterId' | 'ownerId' | 'status'>;

export async function findTrade(db: Db, id: string): Promise<TradeParties | undefined> {
  const [row] = await db
    .select({
      id: trades.id,
      requesterId: trades.requesterId,
      ownerId: trades.ownerId,
      status: trades.status,
    })
    .from(trades)
    .where(eq(trades.id, id))
    .limit(1);
  return row;
}

/**
 * Inserts the review unless this rater already reviewed this trade; the unique (trade_id, rater_id) key settles
 * two concurrent reviews: the second inserts nothing and answers undefined.
 */
export async function insertReview(
  db: Db,
  values: { tradeId: string; raterId: string; ratedUserId: string; rating: number; comment: string | null },
): Promise<string | undefined> {
  const [row] = await db
    .insert(userRatings)
    .values(values)
    .onConflictDoNothing({ target: [userRatings.tradeId, userRatings.raterId] })
    .returning({ id: userRatings.id });
  return row?.id;
}

/** Which of these trades the member already reviewed. */
export async function reviewedTradeIds(db: Db, raterId: string, tradeIds: string[]): Promise<Set<string>> {
  if (tradeIds.length === 0) return new Set();
  const rows = await db
    .select({ tradeId: userRatings.tradeId })
    .from(userRatings)
    .where(and(eq(userRatings.raterId, raterId), inArray(userRatings.tradeId, tradeIds)));
  return new Set(rows.map((row) => row.tradeId));
}

const rater = alias(profiles, 'rater');
const rated = alias(profiles, 'rated');

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

/** Reviews about (`ratedUserId`) or by (`raterId`) a member, newest first, `limit` rows after `after`. */
export function listReviews(
  db: Db,
  filter: { ratedUserId: string } | { raterId: string } | { id: string },
  page: { limit: number; after?: ListPosition },
) {
  const conditions: SQL[] = [
    'ratedUserId' in filter
      ? eq(userRatings.ratedUserId, filter.ratedUserId)
      : 'raterId' in filter
        ? eq(userRatings.raterId, filter.raterId)
        : eq(userRatings.id, filter.id),
  ];
  if (page.after) {
    conditions.push(
      sql`(${userRatings.createdAt}, ${userRatings.id}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  return db
    .select({
      id: userRatings.id,
      tradeId: userRatings.tradeId,
      rating: userRatings.rating,
      comment: userRatings.comment,
      createdAt: userRatings.createdAt,
      rater: memberCardColumnsOf(rater),
      ratedUser: memberCardColumnsOf(rated),
    })
    .from(userRatings)
    .innerJoin(rater, eq(rater.id, userRatings.raterId))
    .innerJoin(rated, eq(rated.id, userRatings.ratedUserId))
    .where(and(...conditions))
    .orderBy(desc(userRatings.createdAt), desc(userRatings.id))
    .limit(page.limit);
}

const counterpart = alias(profiles, 'counterpart');
const ownerItem = alias(items, 'owner_item');
const requesterItem = alias(items, 'requester_item');

/** Completed trades of the member that they have not reviewed yet, most recently completed first. */
export function listReviewableTrades(db: Db, userId: string, limit: number) {
  return db
    .select({
      tradeId: trades.id,
      completedAt: trades.updatedAt,
      counterpart: memberCardColumnsOf(counterpart),
      ownerItemTitle: ownerItem.title,
      requesterItemTitle: requesterItem.title,
    })
    .from(trades)
    .innerJoin(
      counterpart,
      eq(
        counterpart.id,
        sql`case when ${trades.ownerId} = ${userId}::uuid then ${trades.requesterId} else ${trades.ownerId} end`,
      ),
    )
    .leftJoin(ownerItem, eq(ownerItem.id, trades.ownerItemId))
    .leftJoin(requesterItem, eq(requesterItem.id, trades.requesterItemId))
    .where(
      and(
        eq(trades.status, 'completed'),
        or(eq(trades.ownerId, userId), eq(trades.requesterId, userId)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(userRatings)
            .where(and(eq(userRatings.tradeId, trades.id), eq(userRatings.raterId, userId))),
        ),
      ),
    )
    .orderBy(desc(trades.updatedAt), desc(trades.id))
    .limit(limit);
}
