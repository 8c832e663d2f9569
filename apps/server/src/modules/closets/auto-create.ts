import { closets } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/**
 * The member's closet for `category` exists once an item of it is listed (docs/product/closets.md). Called by the
 * items service inside the transaction that creates the item or moves it to a category, so an item never exists
 * without its closet; `on conflict do nothing` makes concurrent listings in one new category safe.
 * (Its own file so the items service can call it without importing the closets service, which imports items.)
 */
export async function autoCreateCloset(tx: Db, userId: string, category: string): Promise<void> {
  await tx.insert(closets).values({ userId, category }).onConflictDoNothing();
}
