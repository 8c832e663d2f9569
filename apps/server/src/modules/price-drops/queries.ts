import { and, eq, lte, ne } from 'drizzle-orm';
import { itemLikes, items, priceDropAlerts, savedItems } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { itemColumns, ownerNotSuspended, type ItemRow } from '../items/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The item, unless it is gone or its owner is suspended (their listings are hidden from everyone else). */
export async function findItemUnlessOwnerSuspended(db: Db, itemId: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(items)
    .where(and(eq(items.id, itemId), ownerNotSuspended()));
  return row;
}

/**
 * Takes the item's alert for the day: its row inserted, or moved to `now` only where the last alert is at least a
 * day old. True when taken. One statement, so of two runners at once the second waits on the first's row and then
 * finds it too recent (PostgreSQL rechecks the condition on the row as committed).
 */
export async function claimDailyAlert(db: Db, itemId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(priceDropAlerts)
    .values({ itemId, alertedAt: now })
    .onConflictDoUpdate({
      target: priceDropAlerts.itemId,
      set: { alertedAt: now },
      setWhere: lte(priceDropAlerts.alertedAt, new Date(now.getTime() - DAY_MS)),
    })
    .returning({ itemId: priceDropAlerts.itemId });
  return rows.length > 0;
}

/** Every member who liked or saved the item, each once (a union), never its owner. */
export async function likersAndSavers(db: Db, itemId: string, ownerId: string): Promise<string[]> {
  const likers = db
    .select({ userId: itemLikes.userId })
    .from(itemLikes)
    .where(and(eq(itemLikes.itemId, itemId), ne(itemLikes.userId, ownerId)));
  const savers = db
    .select({ userId: savedItems.userId })
    .from(savedItems)
    .where(and(eq(savedItems.itemId, itemId), ne(savedItems.userId, ownerId)));
  const rows = await likers.union(savers);
  return rows.map((row) => row.userId);
}
