import { and, count, desc, eq, sql } from 'drizzle-orm';
import { profiles, savedSearches } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function listOwn(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** Locks the member's profile row: their saves of searches happen one at a time, so the limit holds under races. */
export async function lockMember(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for('update');
}

export async function countOwn(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function insert(
  db: Db,
  values: Pick<typeof savedSearches.$inferInsert, 'userId' | 'name' | 'query' | 'alerts'>,
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

/** Changes the member's own saved search; undefined when they have none with this id. */
export async function updateOwn(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<SavedSearchRow, 'name' | 'query' | 'alerts'>> & { opened?: true },
): Promise<SavedSearchRow | undefined> {
  const { opened, ...fields } = changes;
  const set = { ...fields, ...(opened ? { lastOpenedAt: sql`now()` } : {}) };
  // An edit that changes nothing still answers the saved search (an empty update is not a statement).
  if (Object.values(set).every((value) => value === undefined)) {
    const [row] = await db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
    return row;
  }
  const [row] = await db
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwn(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
