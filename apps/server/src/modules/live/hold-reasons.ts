import type { HoldReasons } from '../wallet/index.ts';
import { runningBidsOnHolds } from './queries/auctions.ts';

/**
 * The wallet's hold lines for bids (docs/product/wallet.md "Activity"): money held for a bid still in the running.
 * A winning bid's money is the sale's then, and trades say what it waits for.
 */
export const bidHoldReasons: HoldReasons = async (db, holdIds, viewerId) => {
  const rows = await runningBidsOnHolds(db, holdIds, viewerId);
  return new Map(rows.map((row) => [row.holdId!, `Held for your bid on '${row.title}' in a live auction`]));
};
