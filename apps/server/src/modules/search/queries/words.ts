import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { TYPO_MIN_WORD_LENGTH } from '@swapyard/domain';
import { items, profiles } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import { itemColumns, ownerColumns, ownerNotSuspended } from '../../items/index.ts';
import { memberCardColumns } from '../../profiles/index.ts';

/**
 * How alike a misspelt word must be to a word of a title, brand or name (pg_trgm word similarity, 0..1). The default
 * 0.6 misses one-letter slips in short words ('jaket' is 0.44 to 'jacket'); below 0.4 unrelated words creep in.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/**
 * Ranking weights of ts_rank_cd, in its {D, C, B, A} order: a word in the title or brand (A) counts five times one in
 * the description (C), the category (B) in between.
 */
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

/** A prefix query for a word ('deni' → 'deni':*), stemmed as the item text is. */
const prefix = (word: string) => `${word}:*`;
const anyWord = (words: string[]) => words.map(prefix).join(' | ');

/**
 * Settings local to one search's transaction (set_config(..., true)): the lower word-similarity threshold, so `<%`
 * stays an indexable operator instead of a per-row word_similarity() call; and bitmap scans only (no sequential or
 * plain index scans), because the planner cannot estimate prefix queries ('stratocastr:*') and would walk all
 * 100,000 listings looking for an early match that one GIN probe rules out at once.
 */
export const searchSettings = sql`select
  set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
  set_config('enable_seqscan', 'off', true),
  set_config('enable_indexscan', 'off', true)`;

export function withTypoTolerance<T>(db: Db, search: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(searchSettings);
    return search(tx);
  });
}

/**
 * Whether a text has a typed word (a word of searchWords): as typed, or, when the word is long enough to be taken for
 * a misspelling, as a near spelling of one of its words. Computed row by row, so for small sets (a member's saved
 * items); searching every listing goes through the indexes below instead.
 */
export function hasWordOrNearSpelling(word: string, text: SQL): SQL {
  // searchWords drops apostrophes ("levi's" is 'levis'), so the text loses them too.
  const plain = sql`translate(lower(${text}), ${"'’`"}, '')`;
  const asTyped = sql`strpos(${plain}, ${word}) > 0`;
  if (!mayBeMisspelt(word)) return asTyped;
  return sql`(${asTyped} or word_similarity(${word}, ${plain}) >= ${WORD_SIMILARITY_THRESHOLD})`;
}

/** Listed for anyone to find: available, public, and not a suspended member's (docs/product/moderation.md). */
export const listed = and(
  eq(items.isAvailable, true),
  eq(items.status, 'available'),
  eq(items.visibility, 'public'),
  ownerNotSuspended(),
)!;

/**
 * How search treats each typed word. Words the listed items' text knows (as the start of a stemmed word) are matched
 * by full text; the others are misspelt, matched by trigram closeness to a word of a title or brand, except words
 * too short to be taken for a misspelling ('leo' is not 'leg'), which match nothing; stop words ('the', 'for') carry
 * no meaning and are dropped, unless every word is one. Looking the words up first keeps the costly low-threshold
 * trigram match for the words that need it: on a common word ('vintage') it would compare every listing.
 */
export interface ItemWordPlan {
  fullText: string[];
  misspelt: string[];
  unmatched: string[];
}

/** Whether a word no text knows may be a misspelling: long enough for its trigrams to say what it was meant to be. */
export const mayBeMisspelt = (word: string) => [...word].length >= TYPO_MIN_WORD_LENGTH;

/**
 * One column pair per word: whether it has a lexeme (is not a stop word) and whether a listed item's text contains
 * it. Each word is its own constant query, so it is looked up in the GIN index (a rare or misspelt word costs one
 * index probe; see withTypoTolerance for why the planner is told not to scan instead).
 */
export function itemWordsStatement(words: string[]): SQL {
  const columns = words.map((word, i) => {
    const query = sql`to_tsquery('english', ${prefix(word)})`;
    return sql`numnode(${query}) > 0 as ${sql.raw(`lexeme_${i}`)},
      exists (select 1 from ${items} where ${listed} and ${items.searchVector} @@ ${query}) as ${sql.raw(`known_${i}`)}`;
  });
  return sql`select ${sql.join(columns, sql`, `)}`;
}

export function toItemWordPlan(words: string[], row: Record<string, boolean>): ItemWordPlan {
  const lexeme = (i: number) => row[`lexeme_${i}`] === true;
  const meaningful = words.some((_, i) => lexeme(i));
  const kept = words.filter((_, i) => !meaningful || lexeme(i));
  const known = new Set(words.filter((_, i) => meaningful && lexeme(i) && row[`known_${i}`]));
  const unknown = kept.filter((word) => !known.has(word));
  return {
    fullText: kept.filter((word) => known.has(word)),
    misspelt: unknown.filter(mayBeMisspelt),
    unmatched: unknown.filter((word) => !mayBeMisspelt(word)),
  };
}

export async function planItemWords(tx: Db, words: string[]): Promise<ItemWordPlan> {
  const result = (await tx.execute(itemWordsStatement(words))) as unknown as {
    rows: [Record<string, boolean>];
  };
  return toItemWordPlan(words, result.rows[0]);
}

/**
 * 'every': listings with all the typed words (what search shows first). 'most': listings with any of them, those
 * with more words first, for when no listing has them all ('sunburst guitar' still shows guitars).
 */
export type WordMatch = 'every' | 'most';
const WORD_FOUND_WEIGHT = 10;

/**
 * A common word matches thousands of listings, and ranking means reading each one's text. Ranking the first this
 * many matches bounds the cost (the dialog shows 20); past it, a result is as good a match as the ones shown.
 */
export const RANKED_CANDIDATES = 1000;

/** One condition per typed word, in the plan's order: full text, then trigram closeness, then nothing. */
export function wordConditions(plan: ItemWordPlan): SQL[] {
  return [
    ...plan.fullText.map((word) => sql`${items.searchVector} @@ to_tsquery('english', ${prefix(word)})`),
    ...plan.misspelt.map((word) => sql`${word} <% ${items.searchText}`),
    // Too short to be taken for a misspelling, and no listing has it.
    ...plan.unmatched.map(() => sql`false`),
  ];
}

/**
 * How many listings have each word (in wordConditions' order), counted up to RANKED_CANDIDATES: one GIN probe per
 * word, as in itemWordsStatement.
 */
export async function wordFrequencies(tx: Db, plan: ItemWordPlan): Promise<number[]> {
  const conditions = wordConditions(plan);
  const columns = conditions.map(
    (found, i) =>
      sql`(select count(*) from (select 1 from ${items} where ${listed} and ${found} limit ${RANKED_CANDIDATES}) as matches)::int as ${sql.raw(`frequency_${i}`)}`,
  );
  const result = (await tx.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: [Record<string, number>];
  };
  return conditions.map((_, i) => Number(result.rows[0][`frequency_${i}`]));
}

/**
 * How much finding a word says about a listing, for 'most': the rarer the word among listings, the more (inverse
 * document frequency, as in BM25). 'vintge jaket' with six vintage things and four jackets listed shows the
 * jackets first. Always below WORD_FOUND_WEIGHT, so a listing with more of the words still comes first.
 */
export function wordRarity(frequency: number): number {
  return Math.log(RANKED_CANDIDATES / Math.max(1, Math.min(frequency, RANKED_CANDIDATES)));
}

/**
 * Available public items matching the words (all of them, or most: see WordMatch), best first (matchRank). The
 * three listing predicates are exactly those of the partial GIN indexes (migration 0005), so the planner can
 * use them.
 */
export function searchItems(
  tx: Db,
  plan: ItemWordPlan,
  limit: number,
  match: WordMatch = 'every',
  frequencies: number[] = [],
) {
  const candidates = tx
    .select({ id: items.id, rank: sql<number>`${matchRank(plan, match, frequencies)}`.as('rank') })
    .from(items)
    .where(and(listed, wordsMatch(plan, match)))
    .limit(RANKED_CANDIDATES)
    .as('candidates');
  // Rank before joining, so only the rows shown are read whole and joined to their owner.
  const best = tx
    .select({ id: candidates.id, rank: candidates.rank })
    .from(candidates)
    .orderBy(desc(candidates.rank), desc(candidates.id))
    .limit(limit)
    .as('best');
  return tx
    .select({ item: itemColumns, owner: ownerColumns })
    .from(best)
    .innerJoin(items, eq(items.id, best.id))
    .innerJoin(profiles, eq(profiles.id, items.userId))
    .orderBy(desc(best.rank), desc(items.id));
}

/** A listing has every word ('every') or any of them ('most'). */
export function wordsMatch(plan: ItemWordPlan, match: WordMatch): SQL {
  const found = wordConditions(plan);
  return (match === 'every' ? and(...found) : or(...found))!;
}

/**
 * How well a listing matches the words: full-text rank (title and brand above category above description) plus how
 * closely misspelt words spell the title or brand; with 'most', first how many of the words it has, weighted by
 * their rarity (frequencies, from wordFrequencies).
 */
export function matchRank(plan: ItemWordPlan, match: WordMatch, frequencies: number[]): SQL {
  return sql.join(
    [
      plan.fullText.length
        ? sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], ${items.searchVector}, to_tsquery('english', ${anyWord(plan.fullText)}))`
        : sql`0`,
      ...plan.misspelt.map((word) => sql`word_similarity(${word}, ${items.searchText})`),
      // With 'most', each word found outweighs any rank: two of three words above one of them.
      ...(match === 'most'
        ? wordConditions(plan).map((found, i) => {
            const weight = WORD_FOUND_WEIGHT + wordRarity(frequencies[i] ?? RANKED_CANDIDATES);
            return sql`${weight}::float8 * (${found})::int`;
          })
        : []),
    ],
    sql` + `,
  );
}

const publicProfile = sql`coalesce(${profiles.privacySettings} ->> 'profile_visibility', 'public') = 'public'`;

/**
 * A word finds a member by the start of their username or a word of their name (weight A of the search vector), a
 * near spelling of either (trigrams; only for words long enough to be taken for a misspelling, as for items), or,
 * only when their profile is public, a word of their bio (weight C): a hidden profile's bio must not be
 * discoverable by guessing its words (ADR 005).
 */
function userWordMatches(word: string): SQL {
  const names = sql`to_tsquery('simple', ${`${word}:*A`})`;
  const bio = sql`to_tsquery('english', ${`${word}:*C`})`;
  const nearSpelling = mayBeMisspelt(word) ? sql` or ${word} <% ${profiles.searchText}` : sql``;
  return sql`(${profiles.searchVector} @@ ${names}${nearSpelling}
    or (${publicProfile} and ${profiles.searchVector} @@ ${bio}))`;
}

/**
 * Members in good standing matching every word, best first: the exact username, then those whose username or name has every word as
 * typed ('leo' is Leo before Leonie), then rank on names, then spelling closeness. Each tier outweighs all below it:
 * ts_rank_cd grows past 1 with repeated words ('Pomelo Pomelo') and word_similarity is at most 1.
 */
export function searchUsers(tx: Db, words: string[], limit: number) {
  const names = sql`to_tsquery('simple', ${words.map((w) => `${w}:*A`).join(' | ')})`;
  const exactNames = sql`to_tsquery('simple', ${words.map((w) => `${w}:A`).join(' & ')})`;
  const phrase = words.join(' ');
  const rank = sql`(lower(${profiles.username}) = ${phrase})::int * 1000
    + (${profiles.searchVector} @@ ${exactNames})::int * 100
    + ts_rank_cd(${profiles.searchVector}, ${names})
    + word_similarity(${phrase}, ${profiles.searchText})`;
  return (
    tx
      .select(memberCardColumns)
      .from(profiles)
      // A suspended member is 'User not found' to members, so search does not offer them either.
      .where(and(isNull(profiles.suspendedAt), ...words.map(userWordMatches)))
      .orderBy(desc(rank), profiles.username)
      .limit(limit)
  );
}

/** Whether any listed item has every word (else the results show those with most of them). */
export async function anyListedWithEveryWord(tx: Db, plan: ItemWordPlan): Promise<boolean> {
  if (plan.unmatched.length > 0) return false;
  const [row] = await tx
    .select({ found: sql<number>`1` })
    .from(items)
    .where(and(listed, wordsMatch(plan, 'every')))
    .limit(1);
  return row !== undefined;
}
