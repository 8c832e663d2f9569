import { TRADE_MESSAGES } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ItemTradeGuard } from '../items/index.ts';
import { inPendingTrade, isTraded } from './queries.ts';

/**
 * For the items service, which is given these checks (ItemTradeGuard) since the trades service reads items through
 * it: an item that is wanted or offered
 * in a pending trade cannot be deleted, hidden or marked sold or swapped until that trade is settled. Call it with
 * the item row locked, in the changing transaction: offers lock their items too, so the two never cross.
 */
export async function assertNotInPendingTrade(tx: Db, itemId: string): Promise<void> {
  if (await inPendingTrade(tx, itemId)) throw new AppError('CONFLICT', TRADE_MESSAGES.itemInPendingTrade);
}

/**
 * An item that changed hands in an accepted trade keeps what the trade agreed on (docs/product/trades.md, "Traded
 * items are frozen"): `change` is 'delete', or whether the edit touches anything beyond how it is shown. Same
 * locking as above: accepting locks the item rows too.
 */
export async function assertNotTraded(tx: Db, itemId: string, change: 'delete' | 'edit'): Promise<void> {
  if (!(await isTraded(tx, itemId))) return;
  throw new AppError(
    'CONFLICT',
    change === 'delete' ? TRADE_MESSAGES.itemTradedDelete : TRADE_MESSAGES.itemTraded,
  );
}

/** The checks as the items service takes them (createApp passes them in). */
export const itemTradeGuard = { assertNotInPendingTrade, assertNotTraded } satisfies ItemTradeGuard;
