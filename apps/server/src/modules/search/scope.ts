import {
  categoryWithSubCategories,
  SEARCH_FILTER_TEXTS,
  searchWords,
  type SearchFilters,
  type SearchSort,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as filterQueries from './queries/filters.ts';
import type { Origin, ResultFilters } from './queries/filters.ts';
import * as queries from './queries/words.ts';
import type { WordMatch } from './queries/words.ts';

/*
 * What a results page or its counts search for (docs/product/search.md, "Results"): the filters as asked, checked
 * against what makes sense, with where distances are measured from.
 */

/** A 400 naming the filter, in the words of the other query checks. */
export function filterRefused(filter: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `Invalid query: ${filter}: ${message}`, {
    issues: [{ path: filter, message }],
  });
}

/**
 * Where distances are measured from: the place asked for (`near`), or the member's own place. How far results may
 * be: the distance asked for, 'any', or by default the member's own distance (Settings) when they are signed in.
 */
async function originOf(
  db: Db,
  viewerId: string | undefined,
  query: SearchFilters,
): Promise<Origin | undefined> {
  const own = viewerId ? await filterQueries.memberOrigin(db, viewerId) : undefined;
  const place = query.near !== undefined ? await filterQueries.placeOrigin(db, query.near) : own;
  if (query.near !== undefined && !place) throw filterRefused('near', SEARCH_FILTER_TEXTS.nearUnknown);
  const asked = query.radius === undefined ? undefined : query.radius === 'any' ? null : Number(query.radius);
  if (!place) {
    if (typeof asked === 'number') throw filterRefused('radius', SEARCH_FILTER_TEXTS.noPlaceForRadius);
    return undefined;
  }
  const radiusKm = asked === undefined ? (own?.radiusKm ?? null) : asked;
  return { ...place, radiusKm };
}

export interface Scope {
  filters: ResultFilters;
  /** The words as typed, split (none: every listing). */
  words: string[];
}

/**
 * The filters as SQL reads them, inside the search's transaction (PGlite has one connection: a read outside it
 * would wait for it forever). `match`: how the words match, when a cursor already said (a later page keeps the
 * first page's); otherwise every word when some listing has them all, else most of them.
 */
export async function scopeOf(
  tx: Db,
  viewerId: string | undefined,
  query: SearchFilters,
  match?: WordMatch,
): Promise<Scope> {
  const words = searchWords(query.q ?? '');
  const filters: ResultFilters = {
    categories: query.category ? categoryWithSubCategories(query.category) : undefined,
    sizes: query.size,
    conditions: query.condition,
    brands: query.brand,
    minPriceCents: query.minPriceCents,
    maxPriceCents: query.maxPriceCents,
    openToSwap: query.swap === 'true',
    origin: await originOf(tx, viewerId, query),
  };
  if (words.length > 0) {
    const plan = await queries.planItemWords(tx, words);
    const wordMatch =
      match ?? ((await queries.anyListedWithEveryWord(tx, plan)) || words.length < 2 ? 'every' : 'most');
    const frequencies = wordMatch === 'most' ? await queries.wordFrequencies(tx, plan) : [];
    filters.words = { plan, match: wordMatch, frequencies };
  }
  return { filters, words };
}

/** The order asked for, or best match with words and newest without; one that cannot apply is refused. */
export function sortOf(query: SearchFilters, scope: Scope): SearchSort {
  const sort = query.sort ?? (scope.words.length > 0 ? 'best' : 'newest');
  if (sort === 'best' && scope.words.length === 0)
    throw filterRefused('sort', SEARCH_FILTER_TEXTS.bestNeedsWords);
  if (sort === 'nearest' && !scope.filters.origin)
    throw filterRefused('sort', SEARCH_FILTER_TEXTS.noPlaceForNearest);
  return sort;
}

/**
 * Runs `search` with the search dialog's typo tolerance when there are words (its planner settings suit word
 * lookups); without words, as any list, so newest first walks its index.
 */
export function inSearchTransaction<T>(
  db: Db,
  query: SearchFilters,
  search: (tx: Db) => Promise<T>,
): Promise<T> {
  return searchWords(query.q ?? '').length > 0
    ? queries.withTypoTolerance(db, search)
    : db.transaction(search);
}
