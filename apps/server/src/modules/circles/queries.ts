import { and, desc, eq, sql } from 'drizzle-orm';
import { items, itemWants, profiles } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { itemColumns, ownerColumns, visibleTo, type ItemWithOwner } from '../items/index.ts';

export type WantWithItem = ItemWithOwner & { wantedAt: Date };

/**
 * Adds the want unless it exists (a double click keeps the first). Selected from items, so an item deleted meanwhile
 * is simply not wanted instead of failing on the foreign key.
 */
export async function insertWant(db: Db, userId: string, itemId: string): Promise<void> {
  await db
    .insert(itemWants)
    .select(
      db
        // Every column, in the table's order (drizzle's insert … select maps them by position).
        .select({
          userId: sql<string>`${userId}::uuid`.as('user_id'),
          itemId: items.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(items)
        .where(eq(items.id, itemId)),
    )
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
