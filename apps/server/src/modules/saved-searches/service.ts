import {
  MAX_SAVED_SEARCHES,
  NEW_MATCHES_COUNTED_UP_TO,
  SAVED_SEARCH_TEXTS,
  searchFiltersSchema,
  type SavedSearch,
  type SavedSearchInput,
  type SavedSearchList,
  type SavedSearchUpdate,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import * as search from '../search/index.ts';
import * as queries from './queries.ts';
import type { SavedSearchRow } from './queries.ts';

/*
 * Saved searches (docs/product/search.md, "Saved searches"): a member's own, at most MAX_SAVED_SEARCHES, each with
 * how many listings matching it were listed since they last opened it.
 */

const notFound = () => new AppError('NOT_FOUND', SAVED_SEARCH_TEXTS.notFound);

/**
 * The stored query as the results page reads it, the sort aside (not a filter). It was checked when saved; one a
 * later version no longer reads (a category gone) finds nothing new rather than failing the list.
 */
const filtersOf = (query: Record<string, string>) => {
  const { sort: _sort, ...filters } = query;
  const read = searchFiltersSchema.safeParse(filters);
  return read.success ? read.data : undefined;
};

async function toSavedSearch(db: Db, row: SavedSearchRow): Promise<SavedSearch> {
  const filters = filtersOf(row.query);
  const newMatches = filters
    ? await search.countNewMatches(db, row.userId, filters, row.lastOpenedAt, NEW_MATCHES_COUNTED_UP_TO + 1)
    : 0;
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    alerts: row.alerts,
    newMatches,
    lastOpenedAt: row.lastOpenedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearchList> {
  const rows = await queries.listOwn(db, userId);
  const savedSearches: SavedSearch[] = [];
  // One after the other: each is a small transaction of its own, and PGlite has one connection.
  for (const row of rows) savedSearches.push(await toSavedSearch(db, row));
  return { savedSearches };
}

/** What a new listing is matched against for this query's alerts (one no longer read: nothing). */
async function alertMatcherFor(db: Db, query: Record<string, string>): Promise<search.AlertMatcher> {
  const filters = filtersOf(query);
  return filters ? search.alertMatcherOf(db, filters) : search.matchesNothing;
}

/**
 * Writes what new listings are matched against for this search as its row is now, or removes it (alerts off). The
 * query is compiled first, in a search transaction of its own, then written under the row's lock if it is still
 * the one compiled (a change meanwhile writes its own); a search left without one is compiled by the upkeep job.
 */
export async function syncAlerts(db: Db, row: SavedSearchRow): Promise<void> {
  const matcher = row.alerts ? await alertMatcherFor(db, row.query) : undefined;
  await db.transaction(async (tx) => {
    const current = await queries.lockOwn(tx, row.id);
    if (!current) return;
    if (!current.alerts) return queries.deleteMatcher(tx, row.id);
    if (!matcher || JSON.stringify(current.query) !== JSON.stringify(row.query)) return;
    await queries.putMatcher(tx, row.id, row.userId, matcher);
    await search.refreshAlertPlaces(tx, row.id);
  });
}

export async function createSavedSearch(
  db: Db,
  userId: string,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  const row = await db.transaction(async (tx) => {
    await queries.lockMember(tx, userId);
    if ((await queries.countOwn(tx, userId)) >= MAX_SAVED_SEARCHES) {
      throw new AppError('CONFLICT', SAVED_SEARCH_TEXTS.tooMany);
    }
    return queries.insert(tx, {
      userId,
      name: input.name,
      query: input.query,
      alerts: input.alerts,
    });
  });
  await syncAlerts(db, row);
  return toSavedSearch(db, row);
}

async function changeOwn(
  db: Db,
  userId: string,
  id: string,
  changes: Parameters<typeof queries.updateOwn>[3],
): Promise<SavedSearch> {
  const row = isUuid(id) ? await queries.updateOwn(db, userId, id, changes) : undefined;
  if (!row) throw notFound();
  if (changes.query !== undefined || changes.alerts !== undefined) await syncAlerts(db, row);
  return toSavedSearch(db, row);
}

export const updateSavedSearch = (db: Db, userId: string, id: string, update: SavedSearchUpdate) =>
  changeOwn(db, userId, id, update);

/** Opening a saved search: its new matches count from now. */
export const markSavedSearchOpened = (db: Db, userId: string, id: string) =>
  changeOwn(db, userId, id, { opened: true });

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await queries.deleteOwn(db, userId, id))) throw notFound();
}
