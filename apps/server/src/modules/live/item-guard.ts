import { LIVE_TEXTS } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { ItemAuctionGuard } from '../items/index.ts';
import { conflict } from './common.ts';
import { itemsAtAuction } from './queries/auctions.ts';

/**
 * For the items and trades services (items' hook): an item up for auction, pending or running, is not offered on,
 * traded, sold, hidden or deleted until the auction ends (docs/product/live.md). Called with the items locked:
 * creating and starting an auction lock the item too, so the two never cross.
 */
export const assertNotAtAuction: ItemAuctionGuard = async (tx: Db, itemIds: string[]) => {
  if ((await itemsAtAuction(tx, itemIds)).length > 0) throw conflict(LIVE_TEXTS.itemAtAuction);
};
