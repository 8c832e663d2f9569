import type { Db } from '../../platform/db.ts';
import { emptyOutcome, type SwapCircleHooks } from '../trades/index.ts';
import { dissolveCirclesWith } from './proposals.ts';
import * as queries from './queries.ts';
import { requestSolve } from './solve.ts';

/**
 * What other modules are given by createApp (they cannot import this module, which builds on them): trades ask which
 * items are reserved for a circle and say which items changed hands; items say when one changed in a way circles
 * care about. Each runs in the caller's transaction, its item rows locked.
 */
export function circleTradeHooks(solveDelayMs?: number): SwapCircleHooks {
  return {
    reservedAmong: (tx, itemIds) => queries.reservedForCircles(tx, itemIds),
    itemsTaken: async (tx, itemIds, outcome) => {
      if ((await dissolveCirclesWith(tx, itemIds, outcome)) > 0) await requestSolve(tx, solveDelayMs);
    },
  };
}

/**
 * An item edited or about to be deleted: if it left swapping (swapped, sold, hidden, private, 'Open to swap' off, or
 * deleted), the open circles holding it fall through; if it is still swappable and someone wants it, a new circle may
 * be possible, so a solve is asked for. The notifications reach members as they load them (an item edit sends no
 * live events).
 */
export function circleItemHook(solveDelayMs?: number) {
  return async (tx: Db, itemId: string, swappable: boolean): Promise<void> => {
    if (!swappable) await dissolveCirclesWith(tx, [itemId], emptyOutcome());
    else if (await queries.isWantedByAnyone(tx, itemId)) await requestSolve(tx, solveDelayMs);
  };
}
