import { TRADE_MESSAGES } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { inPendingTrade } from './queries.ts';

/**
 * For the items service (not the trades service, which reads items through it): an item that is wanted or offered
 * in a pending trade cannot be deleted, hidden or marked sold or swapped until that trade is settled. Call it with
 * the item row locked, in the changing transaction: offers lock their items too, so the two never cross.
 */
export async function assertNotInPendingTrade(tx: Db, itemId: string): Promise<void> {
  if (await inPendingTrade(tx, itemId)) throw new AppError('CONFLICT', TRADE_MESSAGES.itemInPendingTrade);
}
