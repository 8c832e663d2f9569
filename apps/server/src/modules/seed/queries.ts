import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  directMessages,
  itemLikes,
  items,
  tradeMessages,
  trades,
  user,
  userFollows,
  userRatings,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The demo seed's SQL: what it checks before seeding, and the rows it writes directly (follows, completed trades and
 * their reviews, likes, chat lines, direct messages). Members, listings, pending offers and wallets go through their
 * modules' services.
 */

export async function countMembers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(user);
  return row?.count ?? 0;
}

export async function countItems(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(items);
  return row?.count ?? 0;
}

/** The accounts with these e-mails: id and e-mail. */
export function accountsByEmail(db: Db, emails: string[]): Promise<{ id: string; email: string }[]> {
  return db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.email, emails));
}

/** The items with these titles (whoever lists them). */
export function itemsTitled(
  db: Db,
  titles: string[],
): Promise<{ id: string; title: string; userId: string }[]> {
  return db
    .select({ id: items.id, title: items.title, userId: items.userId })
    .from(items)
    .where(inArray(items.title, titles));
}

export async function insertFollows(db: Db, follows: (typeof userFollows.$inferInsert)[]): Promise<void> {
  await db.insert(userFollows).values(follows);
}

export async function insertTrade(db: Db, values: typeof trades.$inferInsert): Promise<string> {
  const [row] = await db.insert(trades).values(values).returning({ id: trades.id });
  return row!.id;
}

export async function insertRatings(db: Db, ratings: (typeof userRatings.$inferInsert)[]): Promise<void> {
  await db.insert(userRatings).values(ratings);
}

/** The likes, and the like counts of their items brought in step with the rows (as the likes module keeps them). */
export async function insertLikes(db: Db, likes: { userId: string; itemId: string }[]): Promise<void> {
  await db.insert(itemLikes).values(likes);
  await db
    .update(items)
    .set({
      likesCount: sql`(select count(*)::int from ${itemLikes} where ${itemLikes.itemId} = ${items.id})`,
    })
    .where(inArray(items.id, [...new Set(likes.map((like) => like.itemId))]));
}

export async function backdateTrade(db: Db, tradeId: string, at: Date): Promise<void> {
  await db.update(trades).set({ createdAt: at, updatedAt: at }).where(eq(trades.id, tradeId));
}

export async function insertTradeMessages(
  db: Db,
  messages: (typeof tradeMessages.$inferInsert)[],
): Promise<void> {
  await db.insert(tradeMessages).values(messages);
}

/** Whether the two members have written to each other, either way. */
export async function haveDirectMessages(db: Db, a: string, b: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: directMessages.id })
    .from(directMessages)
    .where(
      or(
        and(eq(directMessages.senderId, a), eq(directMessages.recipientId, b)),
        and(eq(directMessages.senderId, b), eq(directMessages.recipientId, a)),
      ),
    )
    .limit(1);
  return existing !== undefined;
}

export async function insertDirectMessage(db: Db, values: typeof directMessages.$inferInsert): Promise<void> {
  await db.insert(directMessages).values(values);
}
