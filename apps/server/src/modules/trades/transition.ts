import type { Trade } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { emptyOutcome, publishOutcome, type Outcome, type TradesDeps } from './common.ts';
import type { TradeRow } from './queries.ts';
import { toTrade } from './view.ts';

/**
 * Runs a trade's change in one transaction and publishes what it changed once it has committed; answers the trade as
 * `userId` sees it, from what the transaction already read or wrote (Outcome `known`) and reads after the commit
 * for the rest. Not inside the transaction: there each read would hold a connection and the trade's locks through
 * the event loop's delay, which under load cost more than waiting for the pool again (bench/mixed).
 */
export async function transition(
  deps: TradesDeps,
  userId: string,
  run: (tx: Db, outcome: Outcome) => Promise<TradeRow>,
): Promise<Trade> {
  const outcome = emptyOutcome();
  const row = await deps.db.transaction((tx) => run(tx, outcome));
  await publishOutcome(deps, outcome);
  return toTrade(deps.db, row, userId, outcome.known);
}
