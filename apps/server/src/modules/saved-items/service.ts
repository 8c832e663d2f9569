import {
  searchWords,
  SAVE_OWN_ITEM_MESSAGE,
  type SavedItemList,
  type SavedItemListQuery,
  type SavedState,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/pagination.ts';
import * as items from '../items/index.ts';
import * as queries from './queries.ts';

/**
 * The item as the member may see it, by the items module's own rule (GET /api/items/{id}): an unknown, malformed
 * or hidden-from-them id is the same 404 'Item not found', so saving never reveals that a private item exists.
 */
const visibleItem = (db: Db, userId: string, itemId: string) => items.getItem(db, itemId, async () => userId);

/** Own items are never saved, so the answer for them is simply false. */
export async function getSavedState(db: Db, userId: string, itemId: string): Promise<SavedState> {
  await visibleItem(db, userId, itemId);
  return { saved: await queries.isSaved(db, userId, itemId) };
}

/** Which of these items the member has saved: a list (the feed) says so with each entry, so no card asks. */
export async function savedAmong(db: Db, userId: string, itemIds: string[]): Promise<Set<string>> {
  return new Set(await queries.savedAmong(db, userId, itemIds));
}

/** Idempotent: saving a saved item keeps the first save. Members save others' items, never their own. */
export async function saveItem(db: Db, userId: string, itemId: string): Promise<SavedState> {
  const item = await visibleItem(db, userId, itemId);
  // BAD_REQUEST rather than CONFLICT: no state of the item would make this request acceptable.
  if (item.userId === userId) throw new AppError('BAD_REQUEST', SAVE_OWN_ITEM_MESSAGE);
  await queries.insertSave(db, userId, itemId);
  return { saved: true };
}

/** Idempotent: unsaving an item that is not saved answers the same. */
export async function unsaveItem(db: Db, userId: string, itemId: string): Promise<SavedState> {
  await visibleItem(db, userId, itemId);
  await queries.deleteSave(db, userId, itemId);
  return { saved: false };
}

/**
 * The text as typed while some saved item contains it; otherwise its words with typo tolerance, as the universal
 * search has (docs/product/search.md). Decided on every page alike, so pages never mix the two.
 */
async function savedSearch(db: Db, userId: string, q: string | undefined) {
  if (!q) return undefined;
  if (await queries.anySavedContains(db, userId, q)) return { text: q };
  const words = searchWords(q);
  // Nothing to go on ('%%'): nothing saved contains the text, so nothing is found.
  return words.length > 0 ? { words } : { text: q };
}

/**
 * Newest saved first. Items the member may no longer see (made private) are left out while hidden; sold, swapped
 * and unavailable ones stay, with their status, because the member saved them.
 */
export async function listSavedItems(
  db: Db,
  userId: string,
  query: SavedItemListQuery,
): Promise<SavedItemList> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const search = await savedSearch(db, userId, query.q);
  // One row more than asked tells whether another page exists.
  const rows = await queries.listSaved(db, userId, { search }, { limit: query.limit + 1, after });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(({ savedAt, ...row }) => ({
      savedAt: savedAt.toISOString(),
      item: items.toItem(row),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.savedAt, id: last.item.id }) : null,
  };
}
