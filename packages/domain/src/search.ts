import { z } from 'zod';
import { text } from './text.ts';
import { uploadCategories } from './item-labels.ts';
import { itemSchema } from './items.ts';
import { memberCardSchema } from './member-card.ts';

/** Search runs 300 ms after typing stops; at most 10 members and 20 items (docs/product/search.md). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_USERS_LIMIT = 10;
export const SEARCH_ITEMS_LIMIT = 20;
/** Longer text is not a search anyone types; the cap keeps the query plans small. */
export const MAX_SEARCH_QUERY_LENGTH = 100;
/** Words beyond these are ignored: each word is one more condition every result must meet. */
export const MAX_SEARCH_WORDS = 8;
/**
 * Shorter words are never taken for misspellings: one slip in three letters leaves too little to go on ('leo' is
 * one letter from 'leg' and 'lea'), so they match only as typed or as the start of a word.
 */
export const TYPO_MIN_WORD_LENGTH = 4;

export const searchMessages = {
  emptyQuery: 'Please enter something to search for',
  queryTooLong: `Search text can be at most ${MAX_SEARCH_QUERY_LENGTH} characters`,
} as const;

/** GET /api/search/users?q= and /api/search/items?q=: the trimmed text, never blank. */
export const searchQuerySchema = z.object({
  q: text({ error: searchMessages.emptyQuery })
    .min(1, searchMessages.emptyQuery)
    .max(MAX_SEARCH_QUERY_LENGTH, searchMessages.queryTooLong),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * A member as search shows them: only what a restricted profile may show (ADR 005), never the bio even when the bio
 * is what matched.
 */
export const searchUserSchema = memberCardSchema.meta({ id: 'SearchUser' });
export type SearchUser = z.infer<typeof searchUserSchema>;

/** GET /api/search/users: best match first, at most SEARCH_USERS_LIMIT. */
export const searchUsersResultSchema = z
  .object({ users: z.array(searchUserSchema) })
  .meta({ id: 'SearchUsersResult' });
export type SearchUsersResult = z.infer<typeof searchUsersResultSchema>;

/** GET /api/search/items: available public items, best match first, at most SEARCH_ITEMS_LIMIT. */
export const searchItemsResultSchema = z
  .object({ items: z.array(itemSchema) })
  .meta({ id: 'SearchItemsResult' });
export type SearchItemsResult = z.infer<typeof searchItemsResultSchema>;

/**
 * The words of a search: lower-cased, apostrophes dropped ("Levi's" → "levis", as people type it), split on
 * anything that is not a letter or digit, at most MAX_SEARCH_WORDS. Only letters and digits remain, so a word can
 * go into a tsquery without escaping.
 */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** Edits (insert, delete, substitute, swap two neighbours) between two words: the optimal string alignment distance. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

/** A typed word names a category word when it begins it ('shoe', 'foot'), or is a near miss of it ('electornics'). */
function wordMatches(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  if (typed.length < TYPO_MIN_WORD_LENGTH) return false;
  // Typed past the end of the word ('shoess') or misspelt: one slip per four letters, at most two.
  return editDistance(typed, word) <= Math.min(2, Math.floor(typed.length / 4));
}

const categoryWords = uploadCategories.map((category) => ({
  category,
  words: [...new Set(searchWords(`${category.label} ${category.value}`))],
}));

export type SearchCategory = (typeof uploadCategories)[number];

/**
 * The upload categories a search names (the dialog's Categories tab: docs/product/search.md), in the upload form's
 * order: those where one of the typed words begins or nearly spells a word of the label or stored value.
 */
export function matchingCategories(query: string): SearchCategory[] {
  const typed = searchWords(query);
  if (typed.length === 0) return [];
  return categoryWords
    .filter(({ words }) => typed.some((t) => words.some((w) => wordMatches(t, w))))
    .map(({ category }) => category);
}
