import {
  categoryDisplayName,
  matchReasons,
  surveyCategories,
  type FeedPage,
  type FeedQuery,
  type MatchSignals,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import * as items from '../items/index.ts';
import * as likes from '../likes/index.ts';
import * as savedItems from '../saved-items/index.ts';
import { decodeFeedCursor, encodeFeedCursor } from './cursor.ts';
import * as queries from './queries.ts';
import type { FeedRow } from './queries.ts';

const isSurveyCategory = (name: string) => (surveyCategories as readonly string[]).includes(name);

function signalsOf(row: FeedRow): MatchSignals {
  return {
    interest: row.interest,
    interestInTitleOrBrand: row.interestInTitleOrBrand,
    followedSeller: row.followedSeller,
    // A survey category reads as the member named it; a category chosen directly as its label.
    interestCategory:
      row.interestCategory === null || isSurveyCategory(row.interestCategory)
        ? row.interestCategory
        : categoryDisplayName(row.interestCategory),
    likedBrand: row.likedBrand,
    likedCategory: row.likedCategory,
    budget: row.budget,
  };
}

/**
 * One page of the home feed. A member's items are ranked by how well they match (interests, chosen categories,
 * budget, what they liked and saved, whom they follow) with freshness and variety; a visitor's by freshness and
 * variety alone. Never the reader's own items, never anything but available public listings.
 */
export async function getFeed(db: Db, viewerId: string | undefined, query: FeedQuery): Promise<FeedPage> {
  const cursor = query.cursor === undefined ? undefined : decodeFeedCursor(query.cursor);
  const asOf = cursor?.asOf ?? new Date();
  // One row more than asked tells whether another page exists.
  const rows = await queries.rankedPage(db, {
    viewerId,
    asOf,
    category: query.category,
    after: cursor?.after,
    limit: query.limit + 1,
  });
  const pageRows = rows.slice(0, query.limit);
  const ids = pageRows.map((row) => row.id);
  const [withOwners, liked, saved] = await Promise.all([
    queries.itemsWithOwners(db, ids),
    viewerId ? likes.likedAmong(db, viewerId, ids) : new Set<string>(),
    viewerId ? savedItems.savedAmong(db, viewerId, ids) : new Set<string>(),
  ]);
  const found = new Map(withOwners.map((row) => [row.item.id, row]));
  const last = pageRows.at(-1);
  return {
    // An item deleted between the two reads is simply left out.
    items: pageRows.flatMap((row) => {
      const item = found.get(row.id);
      if (!item) return [];
      const match = viewerId ? { score: row.match, reasons: matchReasons(signalsOf(row)) } : null;
      // The reader's own like and save, so the card's heart needs no request of its own.
      const viewer = viewerId ? { liked: liked.has(row.id), saved: saved.has(row.id) } : null;
      return [{ item: items.toItem(item), match, viewer }];
    }),
    nextCursor:
      rows.length > query.limit && last
        ? encodeFeedCursor({ asOf, after: { key: last.key, createdAt: last.createdAt, id: last.id } })
        : null,
  };
}
