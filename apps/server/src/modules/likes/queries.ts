import { and, eq, inArray, sql } from 'drizzle-orm';
import { itemLikes, items } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { memberItemRow } from '../items/index.ts';

export async function isLiked(db: Db, userId: string, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ itemId: itemLikes.itemId })
    .from(itemLikes)
    .where(and(eq(itemLikes.userId, userId), eq(itemLikes.itemId, itemId)))
    .limit(1);
  return row !== undefined;
}

/** Which of these items the member likes. */
export async function likedAmong(db: Db, userId: string, itemIds: string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ itemId: itemLikes.itemId })
    .from(itemLikes)
    .where(and(eq(itemLikes.userId, userId), inArray(itemLikes.itemId, itemIds)));
  return rows.map((row) => row.itemId);
}

/**
 * Inserts the like unless it exists; true only when a row was really inserted (a concurrent twin waits on the
 * primary key and then inserts nothing). An item deleted meanwhile is simply not liked (memberItemRow).
 */
export async function insertLike(db: Db, userId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .insert(itemLikes)
    .select(memberItemRow(db, userId, itemId))
    .onConflictDoNothing()
    .returning({ itemId: itemLikes.itemId });
  return rows.length > 0;
}

/** True only when a row was really deleted. */
export async function deleteLike(db: Db, userId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(itemLikes)
    .where(and(eq(itemLikes.userId, userId), eq(itemLikes.itemId, itemId)))
    .returning({ itemId: itemLikes.itemId });
  return rows.length > 0;
}

/** Moves the item's like count by `delta` and answers the new count (0 when the item is gone). */
export async function addToLikesCount(db: Db, itemId: string, delta: number): Promise<number> {
  const [row] = await db
    .update(items)
    .set({ likesCount: sql`greatest(${items.likesCount} + ${delta}, 0)` })
    .where(eq(items.id, itemId))
    .returning({ likes: items.likesCount });
  return row?.likes ?? 0;
}

export async function likesCount(db: Db, itemId: string): Promise<number> {
  const [row] = await db.select({ likes: items.likesCount }).from(items).where(eq(items.id, itemId));
  return row?.likes ?? 0;
}
