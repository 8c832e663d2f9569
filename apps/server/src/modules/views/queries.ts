import { eq, sql } from 'drizzle-orm';
import { items, itemViews } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/**
 * Records one viewer's view of the item on `day` (YYYY-MM-DD, UTC) and, only when that (item, day, viewer) row is
 * new, adds one to the item's count in the same statement's transaction. Answers the count after it.
 */
export async function recordView(db: Db, itemId: string, viewer: string, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(itemViews)
      .select(
        tx
          // Every column, in the table's order (insert … select maps them by position). From items, so an item
          // deleted meanwhile records nothing instead of failing on the foreign key.
          .select({
            itemId: items.id,
            viewer: sql<string>`${viewer}::text`.as('viewer'),
            day: sql<string>`${day}::date`.as('day'),
          })
          .from(items)
          .where(eq(items.id, itemId)),
      )
      .onConflictDoNothing()
      .returning({ itemId: itemViews.itemId });
    if (inserted.length > 0) {
      const [row] = await tx
        .update(items)
        .set({ viewsCount: sql`${items.viewsCount} + 1` })
        .where(eq(items.id, itemId))
        .returning({ views: items.viewsCount });
      return row?.views ?? 0;
    }
    return viewsCount(tx, itemId);
  });
}

export async function viewsCount(db: Db, itemId: string): Promise<number> {
  const [row] = await db.select({ views: items.viewsCount }).from(items).where(eq(items.id, itemId));
  return row?.views ?? 0;
}
