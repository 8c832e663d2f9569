import { MAX_WANTS, WANT_TEXTS, type WantList, type WantState } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as items from '../items/index.ts';
import type { CirclesDeps } from './common.ts';
import * as queries from './queries.ts';
import { requestSolve } from './solve.ts';

/**
 * Wants (docs/product/swap-circles.md, "Wants"): a member marks another member's available public item 'I want
 * this'; the matcher reads them as the swap graph's edges.
 */

/** The item as the member may see it (the items module's rule): a hidden-from-them id is 'Item not found'. */
const visibleItem = (db: Db, userId: string, itemId: string) => items.getItem(db, itemId, async () => userId);

/**
 * Idempotent. Only another member's item that is available and public may be wanted; at most MAX_WANTS. A new want
 * asks for a solve.
 */
export async function wantItem(deps: CirclesDeps, userId: string, itemId: string): Promise<WantState> {
  const { db } = deps;
  const item = await visibleItem(db, userId, itemId);
  if (item.userId === userId) throw new AppError('BAD_REQUEST', WANT_TEXTS.ownItem);
  await db.transaction(async (tx) => {
    await queries.lockMemberWants(tx, userId);
    if (await queries.isWanted(tx, userId, itemId)) return;
    const available = item.isAvailable && item.status === 'available' && item.visibility === 'public';
    if (!available) throw new AppError('CONFLICT', WANT_TEXTS.unavailable);
    if ((await queries.countWants(tx, userId)) >= MAX_WANTS)
      throw new AppError('CONFLICT', WANT_TEXTS.tooMany);
    await queries.insertWant(tx, userId, itemId);
    // A new want may close a circle.
    await requestSolve(tx, deps.solveDelayMs);
  });
  return { wanted: true };
}

/** Idempotent; also removes a want of an item swapped or sold since. */
export async function unwantItem(db: Db, userId: string, itemId: string): Promise<WantState> {
  await visibleItem(db, userId, itemId);
  await queries.deleteWant(db, userId, itemId);
  return { wanted: false };
}

export async function listWants(db: Db, userId: string): Promise<WantList> {
  const rows = await queries.listWants(db, userId, MAX_WANTS);
  return {
    wants: rows.map((row) => ({ wantedAt: row.wantedAt.toISOString(), item: items.toItem(row) })),
  };
}
