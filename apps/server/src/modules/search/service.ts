import {
  searchWords,
  SEARCH_ITEMS_LIMIT,
  SEARCH_USERS_LIMIT,
  type SearchItemsResult,
  type SearchUsersResult,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { toItem } from '../items/service.ts';
import * as queries from './queries.ts';

/**
 * GET /api/search/users: members by username, full name or (public profiles only) bio, typo-tolerant. Text with no
 * letters or digits ('!!!') finds nobody rather than everybody.
 */
export async function searchUsers(db: Db, query: string): Promise<SearchUsersResult> {
  const words = searchWords(query);
  if (words.length === 0) return { users: [] };
  const users = await queries.withTypoTolerance(db, (tx) =>
    queries.searchUsers(tx, words, SEARCH_USERS_LIMIT),
  );
  return { users };
}

/** GET /api/search/items: available public items by title, brand, category or description, typo-tolerant. */
export async function searchItems(db: Db, query: string): Promise<SearchItemsResult> {
  const words = searchWords(query);
  if (words.length === 0) return { items: [] };
  const rows = await queries.withTypoTolerance(db, async (tx) =>
    queries.searchItems(tx, await queries.planItemWords(tx, words), SEARCH_ITEMS_LIMIT),
  );
  return { items: rows.map(toItem) };
}
