import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { closets, itemTakeDowns, items, profiles } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { ListPosition } from '../../platform/pagination.ts';
import {
  itemColumns,
  ownerColumns,
  ownerNotSuspended,
  type ItemChanges,
  type ItemInsert,
  type ItemRow,
  type ItemWithOwner,
} from './queries/read-model.ts';

/**
 * Locks the items (in id order, the order every transaction moving items takes, so two of them queue on their first
 * shared item instead of deadlocking) and answers them by id; missing ids are simply absent.
 */
export async function lockItems(db: Db, ids: string[]): Promise<Map<string, ItemRow>> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return new Map();
  const rows = await db
    .select(itemColumns)
    .from(items)
    .where(inArray(items.id, sorted))
    .orderBy(asc(items.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A member's row about an item (a like, a save, a want), for `insert … select`: the member, the item and now,
 * selected from items, so an item deleted meanwhile is simply not written instead of failing on the foreign key.
 * The columns are user_id, item_id, created_at, in that order (drizzle maps insert … select by position).
 */
export const memberItemRow = (db: Db, userId: string, itemId: string) =>
  db
    .select({
      userId: sql<string>`${userId}::uuid`.as('user_id'),
      itemId: items.id,
      createdAt: sql<Date>`now()`.as('created_at'),
    })
    .from(items)
    .where(eq(items.id, itemId));

export interface ListFilter {
  /** Only what anyone may browse: available, public, not hidden, swapped or sold. */
  listedOnly: boolean;
  userId?: string;
  category?: string;
}

/**
 * The member's closet for `category` exists once an item of it is listed (docs/product/closets.md). Called in the
 * transaction that lists the item or moves it to a category (items service, demo seed), so an item never exists
 * without its closet; `on conflict do nothing` makes concurrent listings in one new category safe. The closets
 * module only reads closets (from the items themselves); this is the one place that writes them.
 */
export async function autoCreateCloset(db: Db, userId: string, category: string): Promise<void> {
  await db.insert(closets).values({ userId, category }).onConflictDoNothing();
}

export async function insertItem(db: Db, values: ItemInsert): Promise<ItemRow> {
  const [row] = await db.insert(items).values(values).returning(itemColumns);
  return row!;
}

/**
 * The item and its owner, whether the owner is suspended (only staff then see it: service.getItem), and why staff
 * took it down while they have it down (null otherwise).
 */
export async function findItemWithOwner(
  db: Db,
  id: string,
): Promise<
  (ItemWithOwner & { ownerSuspended: boolean; takeDown: { reason: string; at: Date } | null }) | undefined
> {
  const [row] = await db
    .select({
      item: itemColumns,
      owner: ownerColumns,
      ownerSuspended: sql<boolean>`${profiles.suspendedAt} is not null`,
      takeDownReason: itemTakeDowns.reason,
      takeDownAt: itemTakeDowns.takenDownAt,
    })
    .from(items)
    .innerJoin(profiles, eq(profiles.id, items.userId))
    .leftJoin(itemTakeDowns, and(eq(itemTakeDowns.itemId, items.id), isNull(itemTakeDowns.restoredAt)))
    .where(eq(items.id, id))
    .limit(1);
  if (!row) return undefined;
  const { takeDownReason, takeDownAt, ...found } = row;
  return {
    ...found,
    takeDown:
      takeDownReason !== null && takeDownAt !== null ? { reason: takeDownReason, at: takeDownAt } : null,
  };
}

export type TakeDownRow = typeof itemTakeDowns.$inferSelect;

/** The item's take-down while staff have it down (at most one: item_take_downs_active_key). */
export async function activeTakeDown(db: Db, itemId: string): Promise<TakeDownRow | undefined> {
  const [row] = await db
    .select()
    .from(itemTakeDowns)
    .where(and(eq(itemTakeDowns.itemId, itemId), isNull(itemTakeDowns.restoredAt)))
    .limit(1);
  return row;
}

export async function insertTakeDown(
  db: Db,
  values: typeof itemTakeDowns.$inferInsert,
): Promise<TakeDownRow> {
  const [row] = await db.insert(itemTakeDowns).values(values).returning();
  return row!;
}

/** Ends the take-down; nothing when it had already ended. */
export async function endTakeDown(db: Db, id: string, restoredBy: string): Promise<TakeDownRow | undefined> {
  const [row] = await db
    .update(itemTakeDowns)
    .set({ restoredBy, restoredAt: new Date() })
    .where(and(eq(itemTakeDowns.id, id), isNull(itemTakeDowns.restoredAt)))
    .returning();
  return row;
}

/** The row locked until the transaction ends, so concurrent edits and deletes of one item run one at a time. */
export async function lockItem(db: Db, id: string): Promise<ItemRow | undefined> {
  const [row] = await db.select(itemColumns).from(items).where(eq(items.id, id)).for('update').limit(1);
  return row;
}

/** Newest first, ties broken by id, `limit` rows after `after` (keyset pagination: no skips or repeats). */
export function listItems(
  db: Db,
  filter: ListFilter,
  page: { limit: number; after?: ListPosition },
): Promise<ItemWithOwner[]> {
  const conditions: SQL[] = [];
  if (filter.listedOnly) {
    conditions.push(
      eq(items.isAvailable, true),
      eq(items.status, 'available'),
      eq(items.visibility, 'public'),
    );
  }
  // Across members, a suspended member's listings are left out; one member's list is closed by the member check.
  if (filter.listedOnly && !filter.userId) conditions.push(ownerNotSuspended());
  if (filter.userId) conditions.push(eq(items.userId, filter.userId));
  if (filter.category) conditions.push(eq(items.category, filter.category));
  if (page.after) {
    conditions.push(
      sql`(${items.createdAt}, ${items.id}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  return db
    .select({ item: itemColumns, owner: ownerColumns })
    .from(items)
    .innerJoin(profiles, eq(profiles.id, items.userId))
    .where(and(...conditions))
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(page.limit);
}

export async function updateItem(db: Db, id: string, changes: ItemChanges): Promise<void> {
  await db.update(items).set(changes).where(eq(items.id, id));
}

export async function deleteItem(db: Db, id: string): Promise<void> {
  await db.delete(items).where(eq(items.id, id));
}

/** Which of `photoIds` another item still shows (jsonb containment, served by the photos GIN index). */
export async function photoIdsUsedElsewhere(
  db: Db,
  photoIds: string[],
  itemId: string,
): Promise<Set<string>> {
  if (photoIds.length === 0) return new Set();
  const contains = photoIds.map((id) => sql`${items.photos} @> ${JSON.stringify([{ id }])}::jsonb`);
  const rows = await db
    .select({ photos: items.photos })
    .from(items)
    .where(and(ne(items.id, itemId), or(...contains)));
  const wanted = new Set(photoIds);
  return new Set(rows.flatMap((row) => row.photos.map((photo) => photo.id)).filter((id) => wanted.has(id)));
}

/** Written locations of listings not matched to a place yet (at most `limit` different ones). */
export async function unplacedLocations(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ location: items.location })
    .from(items)
    .where(and(isNull(items.placeId), isNotNull(items.location)))
    .limit(limit);
  return rows.map((row) => row.location!);
}

/** Listings with exactly this written location, and no place yet, are in this place. */
export async function placeWrittenLocation(
  db: Db,
  location: string,
  place: { id: number; lat: number; lon: number },
): Promise<number> {
  const rows = await db
    .update(items)
    .set({ placeId: place.id, lat: place.lat, lon: place.lon })
    .where(and(eq(items.location, location), isNull(items.placeId)))
    .returning({ id: items.id });
  return rows.length;
}
