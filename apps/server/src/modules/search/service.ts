import {
  searchWords,
  SEARCH_ITEMS_LIMIT,
  SEARCH_USERS_LIMIT,
  type SearchItemsResult,
  type SearchUsersResult,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { toItem } from '../items/index.ts';
import * as queries from './queries/words.ts';

/** For other modules' own small searches (saved items): the same typo tolerance as the universal search. */
export { hasWordOrNearSpelling } from './queries/words.ts';

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

/**
 * GET /api/search/items: available public items by title, brand, category or description, typo-tolerant. Items with
 * every word come first; only when there are none, those with most of the words, rarer words counting more.
 */
export async function searchItems(db: Db, query: string): Promise<SearchItemsResult> {
  const words = searchWords(query);
  if (words.length === 0) return { items: [] };
  const rows = await queries.withTypoTolerance(db, async (tx) => {
    const plan = await queries.planItemWords(tx, words);
    const wordCount = plan.fullText.length + plan.misspelt.length + plan.unmatched.length;
    // A word that matches nothing ('leo' where no listing has it) leaves no listing with every word.
    const withEveryWord =
      plan.unmatched.length === 0 ? await queries.searchItems(tx, plan, SEARCH_ITEMS_LIMIT, 'every') : [];
    if (withEveryWord.length > 0 || wordCount < 2) return withEveryWord;
    // No listing has every word: the ones with most of them rather than nothing.
    const frequencies = await queries.wordFrequencies(tx, plan);
    return queries.searchItems(tx, plan, SEARCH_ITEMS_LIMIT, 'most', frequencies);
  });
  return { items: rows.map((row) => toItem(row)) };
}
