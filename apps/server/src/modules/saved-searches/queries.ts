import { and, count, desc, eq, getTableColumns, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { profiles, savedSearchAlerts, savedSearches } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { AlertMatcher } from '../search/index.ts';

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

/** Saved searches with alerts on and nothing to match a listing against (saved before alerts, or cut short). */
export function withoutMatcher(db: Db, limit: number): Promise<SavedSearchRow[]> {
  return db
    .select(getTableColumns(savedSearches))
    .from(savedSearches)
    .leftJoin(savedSearchAlerts, eq(savedSearchAlerts.savedSearchId, savedSearches.id))
    .where(and(savedSearches.alerts, isNull(savedSearchAlerts.savedSearchId)))
    .limit(limit);
}

/** Replaces what listings are matched against for this search (its place is resolved after). */
export async function putMatcher(db: Db, savedSearchId: string, userId: string, matcher: AlertMatcher) {
  await db
    .insert(savedSearchAlerts)
    .values({ savedSearchId, userId, ...matcher })
    .onConflictDoUpdate({
      target: savedSearchAlerts.savedSearchId,
      set: { ...matcher, lat: null, lon: null, withinKm: null },
    });
}

export async function deleteMatcher(db: Db, savedSearchId: string): Promise<void> {
  await db.delete(savedSearchAlerts).where(eq(savedSearchAlerts.savedSearchId, savedSearchId));
}

/** Locks the saved search's row: what its alerts match is written under it, one change at a time. */
export async function lockOwn(db: Db, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).for('update');
  return row;
}

/**
 * Marks these searches alerted now, but only those not alerted within the last `gapMs` (at most one alert a search
 * an hour): the ones marked, whose members are told. Row locks make two listings at once tell once.
 */
export function claimAlerts(db: Db, ids: string[], now: Date, gapMs: number) {
  if (ids.length === 0) return Promise.resolve([]);
  const since = new Date(now.getTime() - gapMs);
  return db
    .update(savedSearches)
    .set({ lastAlertedAt: now })
    .where(
      and(
        inArray(savedSearches.id, ids),
        or(isNull(savedSearches.lastAlertedAt), lte(savedSearches.lastAlertedAt, since)),
      ),
    )
    .returning({ id: savedSearches.id, userId: savedSearches.userId, name: savedSearches.name });
}
