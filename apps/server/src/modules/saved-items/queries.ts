import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { items, profiles, savedItems } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { itemColumns, memberItemRow, ownerColumns, visibleTo, type ItemWithOwner } from '../items/index.ts';
import type { ListPosition } from '../../platform/pagination.ts';
import { hasWordOrNearSpelling } from '../search/index.ts';

export type SavedItemWithOwner = ItemWithOwner & { savedAt: Date };

export async function isSaved(db: Db, userId: string, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ itemId: savedItems.itemId })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.itemId, itemId)))
    .limit(1);
  return row !== undefined;
}

/** Which of these items the member has saved. */
export async function savedAmong(db: Db, userId: string, itemIds: string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ itemId: savedItems.itemId })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), inArray(savedItems.itemId, itemIds)));
  return rows.map((row) => row.itemId);
}

/** Saving twice keeps the first save (and its place in the list); an item deleted meanwhile is not saved. */
export async function insertSave(db: Db, userId: string, itemId: string): Promise<void> {
  await db
    .insert(savedItems)
    .select(memberItemRow(db, userId, itemId))
    .onConflictDoNothing();
}

export async function deleteSave(db: Db, userId: string, itemId: string): Promise<void> {
  await db.delete(savedItems).where(and(eq(savedItems.userId, userId), eq(savedItems.itemId, itemId)));
}

/** `%` and `_` match themselves: the member searches for text, not for a LIKE pattern. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How saved items are searched: the text as typed, contained in the title or description ('%' and '_' meaning
 * themselves); or, when nothing saved contains it, each of its words as typed or nearly spelt ('vintge jaket').
 */
export type SavedSearch = { text: string } | { words: string[] };

function savedSearchCondition(search: SavedSearch): SQL {
  if ('text' in search) {
    const pattern = containsPattern(search.text);
    return or(ilike(items.title, pattern), ilike(items.description, pattern))!;
  }
  const text = sql`${items.title} || ' ' || coalesce(${items.description}, '')`;
  return and(...search.words.map((word) => hasWordOrNearSpelling(word, text)))!;
}

/** Whether any of the member's saved items they may see contains the text as typed. */
export async function anySavedContains(db: Db, userId: string, text: string): Promise<boolean> {
  const [row] = await db
    .select({ itemId: savedItems.itemId })
    .from(savedItems)
    .innerJoin(items, eq(items.id, savedItems.itemId))
    .where(and(eq(savedItems.userId, userId), visibleTo(userId), savedSearchCondition({ text })))
    .limit(1);
  return row !== undefined;
}

/**
 * The member's saved items they may still see, newest saved first, ties broken by item id, `limit` rows after
 * `after` (keyset pagination on the member's index), matching `search` when given.
 */
export function listSaved(
  db: Db,
  userId: string,
  filter: { search?: SavedSearch },
  page: { limit: number; after?: ListPosition },
): Promise<SavedItemWithOwner[]> {
  const conditions: SQL[] = [eq(savedItems.userId, userId), visibleTo(userId)];
  if (filter.search) conditions.push(savedSearchCondition(filter.search));
  if (page.after) {
    conditions.push(
      sql`(${savedItems.createdAt}, ${savedItems.itemId}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  return db
    .select({ savedAt: savedItems.createdAt, item: itemColumns, owner: ownerColumns })
    .from(savedItems)
    .innerJoin(items, eq(items.id, savedItems.itemId))
    .innerJoin(profiles, eq(profiles.id, items.userId))
    .where(and(...conditions))
    .orderBy(desc(savedItems.createdAt), desc(savedItems.itemId))
    .limit(page.limit);
}
