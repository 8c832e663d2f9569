import { takeDownTexts, type ItemVisibility } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import * as queries from './queries.ts';
import type { TakeDownRow } from './queries.ts';
import type { ItemRow } from './queries/read-model.ts';
import { isListed, type ItemAuctionGuard, type ItemsDeps } from './service.ts';

/**
 * Staff taking a listing down and restoring it (docs/product/moderation.md, "Taking a listing down"): the item's
 * side of it, in the caller's transaction (the reports module's staff action, which also audits, declines the
 * pending offers on it and tells the owner). A taken-down item is private, so every rule for private items holds
 * without a condition of its own: others get the same 404 as for a missing item, no list, search, feed or circle
 * shows it, nobody can offer on it. Its owner cannot show it again (updateItem) until staff restore it.
 */

export interface TakeDownDeps {
  /** Live selling's check: an item up for auction is taken down once the auction is over. */
  auctionGuard?: ItemAuctionGuard;
  /** Swap circles holding it fall through; restored, it may be matched again. */
  onSwapChanged?: ItemsDeps['onSwapChanged'];
  /** Restored as listed: saved searches' alerts, as for a newly listed item. */
  onListed?: ItemsDeps['onListed'];
}

export type { TakeDownRow } from './queries.ts';

const itemNotFound = () => new AppError('NOT_FOUND', 'Item not found');

/** Whether swap circles may offer the item as it is (docs/product/swap-circles.md, "Wants"). */
const swappable = (item: ItemRow, visibility: ItemVisibility) =>
  isListed({ ...item, visibility }) && item.openToSwap;

/**
 * Takes the item down: private from now on, with the reason and how it was shown before. The item row is locked
 * first, so two staff members at once take it down once (the second is told it is already down).
 */
export async function takeDownItem(
  tx: Db,
  deps: TakeDownDeps,
  input: { itemId: string; staffId: string; reason: string; reportId: string | null },
): Promise<{ item: ItemRow; takeDown: TakeDownRow }> {
  const item = await queries.lockItem(tx, input.itemId);
  if (!item) throw itemNotFound();
  if (await queries.activeTakeDown(tx, item.id)) throw new AppError('CONFLICT', takeDownTexts.alreadyDown);
  await deps.auctionGuard?.(tx, [item.id]);
  let takeDown: TakeDownRow;
  try {
    takeDown = await queries.insertTakeDown(tx, {
      itemId: item.id,
      reportId: input.reportId,
      reason: input.reason,
      previousVisibility: item.visibility,
      takenDownBy: input.staffId,
    });
  } catch (error) {
    // The lock above orders staff on one item; the partial unique index is the last word all the same.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', takeDownTexts.alreadyDown);
    throw error;
  }
  if (item.visibility !== 'private') await queries.updateItem(tx, item.id, { visibility: 'private' });
  await deps.onSwapChanged?.(tx, item.id, false);
  return { item, takeDown };
}

/** Restores the item as its owner had it shown before the take-down; CONFLICT when it is not down. */
export async function restoreItem(
  tx: Db,
  deps: TakeDownDeps,
  input: { itemId: string; staffId: string },
): Promise<{ item: ItemRow; takeDown: TakeDownRow }> {
  const item = await queries.lockItem(tx, input.itemId);
  if (!item) throw itemNotFound();
  const active = await queries.activeTakeDown(tx, item.id);
  const ended = active && (await queries.endTakeDown(tx, active.id, input.staffId));
  if (!ended) throw new AppError('CONFLICT', takeDownTexts.notDown);
  if (ended.previousVisibility !== item.visibility) {
    await queries.updateItem(tx, item.id, { visibility: ended.previousVisibility });
  }
  await deps.onSwapChanged?.(tx, item.id, swappable(item, ended.previousVisibility));
  if (isListed({ ...item, visibility: ended.previousVisibility })) await deps.onListed?.(tx, item.id);
  return { item, takeDown: ended };
}
