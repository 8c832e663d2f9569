// The items module's surface beyond its service: the read model other modules' queries select items with, the lock
// trades and swap circles take on the items they move, the insert (with its closet) the demo seed writes its
// listings through, and the hooks higher modules fill (items may import none of them: decision 022).
import type { Db } from '../../platform/db.ts';
import { hook, hookList } from '../../platform/hooks.ts';
import { defineModule } from '../manifest.ts';
import { placeWrittenLocations } from '../places/index.ts';
import { writtenListingLocations } from './place.ts';
import { itemsRoutes } from './routes.ts';
import type { ItemAuctionGuard, ItemTradeGuard } from './service.ts';

export {
  itemColumns,
  ownerColumns,
  ownerNotSuspended,
  visibleTo,
  type ItemRow,
  type ItemWithOwner,
} from './queries/read-model.ts';
export { autoCreateCloset, insertItem, lockItems, memberItemRow } from './queries.ts';

/** Each runs inside the item's transaction, so what follows from a change happens if and only if it commits. */
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';
/** Staff taking a listing down and restoring it: the item's side (docs/product/moderation.md). */
export { restoreItem, takeDownItem, type TakeDownDeps, type TakeDownRow } from './takedown.ts';

export const itemHooks = {
  /** Trades' checks before an item in a trade is edited, hidden or deleted (docs/decisions/015). */
  tradeGuard: hook<ItemTradeGuard>('items.tradeGuard'),
  /** Live selling's check: an item up for auction is not offered on, traded, sold, hidden or deleted. */
  auctionGuard: hook<ItemAuctionGuard>('items.auctionGuard'),
  /** A listing's photos changed (analysis: they are embedded for similar-listing suggestions, docs/analysis.md). */
  photosChanged: hookList<(tx: Db, itemId: string) => Promise<void>>('items.photosChanged'),
  /**
   * Whether or how an item can be swapped changed, or it is being deleted (circles: the swap circles holding it fall
   * through, docs/product/swap-circles.md).
   */
  swapChanged: hookList<(tx: Db, itemId: string, swappable: boolean) => Promise<void>>('items.swapChanged'),
  /**
   * An item became listed for anyone to find: listed public, shown again, put back on sale, restored by staff (saved
   * searches: their alerts, docs/product/search.md "Alerts").
   */
  listed: hookList<(tx: Db, itemId: string) => Promise<void>>('items.listed'),
  /** A listed item's price went down (likers and savers are told, docs/product/search.md "Price drops"). */
  priceDropped: hookList<(tx: Db, itemId: string) => Promise<void>>('items.priceDropped'),
};

export const itemsModule = defineModule({
  name: 'items',
  routes: ({ db, auth, storage, onPhotosRemoved, hooks }) => [
    itemsRoutes({
      db,
      auth,
      storage,
      onPhotosRemoved: onPhotosRemoved ?? (() => {}),
      onPhotosChanged: hooks.sequence(itemHooks.photosChanged),
      tradeGuard: hooks.get(itemHooks.tradeGuard),
      auctionGuard: hooks.find(itemHooks.auctionGuard),
      onSwapChanged: hooks.sequence(itemHooks.swapChanged),
      onListed: hooks.sequence(itemHooks.listed),
      onPriceDropped: hooks.sequence(itemHooks.priceDropped),
    }),
  ],
  // After the places module's start has the gazetteer loaded (it comes first in the module list).
  start: ({ db, logger }) => placeWrittenLocations(db, logger, writtenListingLocations),
});
