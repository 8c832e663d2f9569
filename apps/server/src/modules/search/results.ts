import {
  roundedDistanceKm,
  type SearchFilters,
  type SearchOrigin,
  type SearchResults,
  type SearchResultsQuery,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeKeyedCursor, encodeKeyedCursor, invalidCursor } from '../../platform/pagination.ts';
import { toItem } from '../items/index.ts';
import type { Origin } from './queries/filters.ts';
import * as queries from './queries/results.ts';
import type { WordMatch } from './queries/words.ts';
import { inSearchTransaction, scopeOf, sortOf } from './scope.ts';

/** The origin as answered: the place's id and label, never its coordinates. */
export const originShown = (origin: Origin | undefined): SearchOrigin | null =>
  origin ? { placeId: origin.placeId, label: origin.label, radiusKm: origin.radiusKm } : null;

const matches: readonly WordMatch[] = ['every', 'most'];

/**
 * GET /api/search/results (docs/product/search.md, "Results"): a page of listed items meeting the words and
 * filters, in the chosen order. The cursor names its order and word match, so a later page is read in the same.
 */
export async function searchResults(
  db: Db,
  viewerId: string | undefined,
  query: SearchResultsQuery,
): Promise<SearchResults> {
  const cursor = query.cursor === undefined ? undefined : decodeKeyedCursor(query.cursor);
  const [cursorSort, cursorMatch] = cursor?.head.split('.') ?? [];
  if (cursor && !matches.includes(cursorMatch as WordMatch)) throw invalidCursor();
  return inSearchTransaction(db, query, async (tx) => {
    const scope = await scopeOf(tx, viewerId, query, cursorMatch as WordMatch | undefined);
    const sort = sortOf(query, scope);
    if (cursor && cursorSort !== sort) throw invalidCursor();
    const rows = await queries.searchResults(tx, sort, scope.filters, {
      after: cursor?.position,
      limit: query.limit + 1,
    });
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    const match = scope.filters.words?.match ?? 'every';
    return {
      results: shown.map((row) => ({
        item: toItem(row),
        distanceKm: row.distanceKm === null ? null : roundedDistanceKm(Number(row.distanceKm)),
      })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeKeyedCursor(`${sort}.${match}`, {
              key: Number(last.key),
              createdAt: last.item.createdAt,
              id: last.item.id,
            })
          : null,
      sort,
      origin: originShown(scope.filters.origin),
    };
  });
}

/**
 * How many listings matching a saved search's query were listed after `since`, up to `upTo`, as `userId` would find
 * them (from their place). A query that no longer makes sense (their place removed under a distance) has none.
 */
export async function countNewMatches(
  db: Db,
  userId: string,
  query: SearchFilters,
  since: Date,
  upTo: number,
): Promise<number> {
  try {
    return await inSearchTransaction(db, query, async (tx) => {
      const { filters } = await scopeOf(tx, userId, query);
      return queries.countListedSince(tx, filters, since, upTo);
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return 0;
    throw error;
  }
}
