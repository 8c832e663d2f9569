import { LIKE_OWN_ITEM_MESSAGE, type LikeState } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as items from '../items/index.ts';
import * as queries from './queries.ts';

/**
 * The item as the member may see it, by the items module's own rule: an unknown, malformed or hidden-from-them id
 * is the same 404 'Item not found', so liking never reveals that a private item exists.
 */
const visibleItem = (db: Db, userId: string, itemId: string) => items.getItem(db, itemId, async () => userId);

export async function getLikeState(db: Db, userId: string, itemId: string): Promise<LikeState> {
  const item = await visibleItem(db, userId, itemId);
  return { liked: await queries.isLiked(db, userId, itemId), likes: item.likes };
}

/** Which of these items the member likes: a list (the feed) says so with each entry, so no card asks. */
export async function likedAmong(db: Db, userId: string, itemIds: string[]): Promise<Set<string>> {
  return new Set(await queries.likedAmong(db, userId, itemIds));
}

/**
 * Idempotent. The count moves in the same transaction as the row and only when a row was really inserted, so
 * concurrent double clicks never count twice. Members like others' items, never their own (it would only inflate
 * the count that ranks the closet's 'Most Liked').
 */
export async function likeItem(db: Db, userId: string, itemId: string): Promise<LikeState> {
  const item = await visibleItem(db, userId, itemId);
  if (item.userId === userId) throw new AppError('BAD_REQUEST', LIKE_OWN_ITEM_MESSAGE);
  const likes = await db.transaction(async (tx) =>
    (await queries.insertLike(tx, userId, itemId))
      ? queries.addToLikesCount(tx, itemId, 1)
      : queries.likesCount(tx, itemId),
  );
  return { liked: true, likes };
}

/** Idempotent: unliking an item that is not liked answers the same and leaves the count alone. */
export async function unlikeItem(db: Db, userId: string, itemId: string): Promise<LikeState> {
  await visibleItem(db, userId, itemId);
  const likes = await db.transaction(async (tx) =>
    (await queries.deleteLike(tx, userId, itemId))
      ? queries.addToLikesCount(tx, itemId, -1)
      : queries.likesCount(tx, itemId),
  );
  return { liked: false, likes };
}
