import { DEFAULT_SWAP_CASH_LIMIT_PERCENT, type SwapPreferences } from '@swapyard/domain';
import type { CirclesDeps } from './common.ts';
import * as queries from './queries.ts';
import { requestSolve } from './solve.ts';

/** GET /api/me/swap-preferences: the member's cash limit, the default until they choose one. */
export async function getSwapPreferences(deps: CirclesDeps, userId: string): Promise<SwapPreferences> {
  return {
    cashLimitPercent: (await queries.findCashLimit(deps.db, userId)) ?? DEFAULT_SWAP_CASH_LIMIT_PERCENT,
  };
}

/**
 * PUT /api/me/swap-preferences. A higher limit can make circles possible, so a solve is asked for; circles already
 * proposed keep the cash they were proposed with.
 */
export async function saveSwapPreferences(
  deps: CirclesDeps,
  userId: string,
  input: SwapPreferences,
): Promise<SwapPreferences> {
  await deps.db.transaction(async (tx) => {
    await queries.saveCashLimit(tx, userId, input.cashLimitPercent);
    await requestSolve(tx, deps.solveDelayMs);
  });
  return getSwapPreferences(deps, userId);
}
