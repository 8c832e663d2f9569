import { categoryWithSubCategories, searchWords, subCategories, type SearchFilters } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import * as queries from './queries/alerts.ts';
import { ALERT_KEY_LENGTH } from './queries/alerts.ts';
import { planItemWords, wordFrequencies } from './queries/words.ts';
import { inSearchTransaction } from './scope.ts';

/*
 * Saved searches' alerts (docs/product/search.md, "Alerts"): a saved query compiled into what one listing is
 * matched against, and the matching itself.
 */

/** A saved search's query as the alerts read it (a saved_search_alerts row, its place resolved apart). */
export interface AlertMatcher {
  key: string;
  words: string | null;
  nearWords: string[] | null;
  categories: string[] | null;
  sizes: string[] | null;
  conditions: string[] | null;
  brands: string[] | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  openToSwap: boolean;
  nearPlaceId: number | null;
  radius: string | null;
}

/** A query no listing can meet (only words nothing can contain). */
const NEVER = '-';

/**
 * Words are read as the results page reads them when the search is saved: those some listing has (and short ones
 * none has) must each start a word of the listing; the others, taken for misspellings, may also be near spellings
 * of a title or brand word. The key is the start of the stem of the rarest word that must start one (a new listing
 * offers every start of its stems), else the category, else '*' (every new listing looks at it).
 */
async function wordsMatcher(
  tx: Db,
  words: string[],
  category: string | undefined,
): Promise<Pick<AlertMatcher, 'key' | 'words' | 'nearWords'>> {
  const fallbackKey = category ? `c:${category}` : '*';
  if (words.length === 0) return { key: fallbackKey, words: null, nearWords: null };
  const plan = await planItemWords(tx, words);
  const starts = [...plan.fullText, ...plan.unmatched];
  const wordStarts = starts.length > 0 ? await queries.wordStartsQuery(tx, starts) : '';
  const nearWords = plan.misspelt.length > 0 ? plan.misspelt : null;
  if (!wordStarts) {
    // Stop words only ('the'), or misspelt words only: no word start to look a listing up by.
    return nearWords
      ? { key: fallbackKey, words: null, nearWords }
      : { key: NEVER, words: null, nearWords: null };
  }
  // wordFrequencies counts in the plan's order: full-text words, misspelt, then unmatched (none listed).
  const frequencies = await wordFrequencies(tx, plan);
  const counted = [
    ...plan.fullText.map((word, i) => ({ word, frequency: frequencies[i]! })),
    ...plan.unmatched.map((word) => ({ word, frequency: 0 })),
  ];
  const rarest = counted.reduce((best, each) => (each.frequency < best.frequency ? each : best));
  const stem = await queries.stemOf(tx, rarest.word);
  return { key: stem ? `w:${stem.slice(0, ALERT_KEY_LENGTH)}` : fallbackKey, words: wordStarts, nearWords };
}

/** For a saved query a later version no longer reads: no listing alerts it. */
export const matchesNothing: AlertMatcher = {
  key: NEVER,
  words: null,
  nearWords: null,
  categories: null,
  sizes: null,
  conditions: null,
  brands: null,
  minPriceCents: null,
  maxPriceCents: null,
  openToSwap: false,
  nearPlaceId: null,
  radius: null,
};

/** Compiles a saved query (checked already) for the alerts. */
export function alertMatcherOf(db: Db, query: SearchFilters): Promise<AlertMatcher> {
  return inSearchTransaction(db, query, async (tx) => ({
    ...(await wordsMatcher(tx, searchWords(query.q ?? ''), query.category)),
    categories: query.category ? categoryWithSubCategories(query.category) : null,
    sizes: query.size?.length ? query.size : null,
    conditions: query.condition?.length ? query.condition : null,
    brands: query.brand?.length ? query.brand : null,
    minPriceCents: query.minPriceCents ?? null,
    maxPriceCents: query.maxPriceCents ?? null,
    openToSwap: query.swap === 'true',
    nearPlaceId: query.near ?? null,
    radius: query.radius ?? null,
  }));
}

/** The category a sub-category is filed under ('outerwear' → 'clothing'). */
const parentOf = (category: string) =>
  Object.entries(subCategories).find(([, children]) => children.includes(category))?.[0];

export interface ListingAlerts {
  listing: { id: string; userId: string; title: string; valueCents: number | null };
  /** The saved searches it meets (other members', alerts on): their ids. */
  searchIds: string[];
}

/** Which saved searches a listing meets, in the caller's transaction; undefined when it is not listed (any more). */
export async function savedSearchesMatching(tx: Db, itemId: string): Promise<ListingAlerts | undefined> {
  const listing = await queries.listedItem(tx, itemId);
  if (!listing) return undefined;
  const parent = parentOf(listing.category);
  const categories = parent ? [listing.category, parent] : [listing.category];
  const rows = await queries.searchesMatching(tx, listing, categories);
  return { listing, searchIds: rows.map((row) => row.id) };
}

/**
 * Resolves where each saved search with alerts measures from and how far, from what it saved and its member's place
 * and distance as they are now: only `savedSearchId`'s, or every one whose member changed since (the refresh job).
 */
export async function refreshAlertPlaces(tx: Db, savedSearchId?: string): Promise<number> {
  return queries.refreshPlaces(tx, savedSearchId);
}
