import {
  BUNDLE_TEXTS,
  bundleDiscountPercent,
  bundlePrice,
  formatCents,
  paymentOptions,
  TRADE_MESSAGES,
  type BuyBundle,
  type Trade,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ItemRow } from '../items/index.ts';
import { memberBalances } from '../wallet/index.ts';
import { assertFreeToTrade, conflict, type Outcome, type TradesDeps } from './common.ts';
import { inBundleNow } from './bundles.ts';
import * as queries from './queries.ts';
import type { TradeRow } from './queries.ts';
import * as bundles from './queries/bundles.ts';
import { recordSale, saleDelivery } from './sale.ts';
import { bundleNotifications } from './texts.ts';
import { transition } from './transition.ts';

/**
 * POST /api/bundles/buy (docs/product/trades.md, "Bundles"): several items of one seller bought at once, as Buy now
 * buys one (purchase.ts), in one transaction with every item row locked first (id order, as every trade
 * transaction): each must still be the seller's, available, public, priced and instantly buyable, and the total at
 * the seller's discount must be the one the buyer saw. One hold for the total, one accepted trade of kind 'bundle'
 * whose items are all marked sold and recorded as agreed (traded_items refuses any of them sold twice), every other
 * pending offer on them declined. Any refusal leaves every item and the buyer's money as they were.
 */
export async function buyBundle(deps: TradesDeps, buyerId: string, input: BuyBundle): Promise<Trade> {
  return transition(deps, buyerId, (tx, outcome) => buyBundleLocked(tx, deps, buyerId, input, outcome));
}

/**
 * The bundle's items, locked, in the order given, if this buyer may buy them now: at once (each item's Buy now on), or
 * with an offer (bundle-offer.ts).
 */
export async function bundleItemsFor(
  tx: Db,
  deps: TradesDeps,
  buyerId: string,
  input: Pick<BuyBundle, 'sellerId' | 'itemIds'>,
  how: 'at once' | 'by offer',
): Promise<ItemRow[]> {
  const locked = await queries.lockItems(tx, input.itemIds);
  const wanted = input.itemIds.map((id) => locked.get(id));
  for (const item of wanted) {
    if (!item || (item.visibility !== 'public' && item.userId !== buyerId)) {
      throw new AppError('NOT_FOUND', TRADE_MESSAGES.itemNotFound);
    }
    if (item.userId === buyerId) throw new AppError('BAD_REQUEST', TRADE_MESSAGES.ownItemBuy);
    if (item.userId !== input.sellerId) throw new AppError('BAD_REQUEST', BUNDLE_TEXTS.oneSeller);
  }
  const items = wanted as ItemRow[];
  if (!items.every(inBundleNow)) throw conflict(BUNDLE_TEXTS.unavailable);
  if (how === 'at once' && !items.every((item) => item.buyNow)) throw conflict(BUNDLE_TEXTS.buyNowOff);
  await assertFreeToTrade(tx, deps, input.itemIds);
  return items;
}

/** Buying a bundle inside the caller's transaction (a request's, or a card payment's settlement: card-purposes.ts). */
export async function buyBundleLocked(
  tx: Db,
  deps: TradesDeps,
  buyerId: string,
  input: BuyBundle,
  outcome: Outcome,
): Promise<TradeRow> {
  const { items, price, delivery } = await pricedBundle(tx, deps, buyerId, input);
  return recordSale(tx, deps, outcome, {
    kind: 'bundle',
    buyerId,
    sellerId: input.sellerId,
    items,
    totalCents: price.totalCents,
    delivery,
    paymentMethod: input.paymentMethod,
    record: async (trade) => {
      const bought = items.map((item) => ({ itemId: item.id, priceCents: item.valueCents! }));
      await bundles.insertTradeBundleItems(tx, trade.id, bought);
      await bundles.removeBundleItems(tx, buyerId, input.itemIds);
    },
    notifications: (parties) =>
      bundleNotifications({ ...parties, count: items.length, total: formatCents(price.totalCents) }),
  });
}

/**
 * The bundle's items, locked, its price now, which must be the total the buyer saw, and its delivery: it ships once,
 * at the highest postage of its items.
 */
async function pricedBundle(
  tx: Db,
  deps: TradesDeps,
  buyerId: string,
  input: Omit<BuyBundle, 'paymentMethod'>,
) {
  const items = await bundleItemsFor(tx, deps, buyerId, input, 'at once');
  const tiers = (await bundles.discountsOf(tx, [input.sellerId])).get(input.sellerId) ?? [];
  const price = bundlePrice(
    items.map((item) => item.valueCents!),
    bundleDiscountPercent(tiers, items.length),
  );
  if (price.totalCents !== input.totalCents) throw conflict(BUNDLE_TEXTS.totalChanged);
  return { items, price, delivery: saleDelivery(items, input) };
}

/**
 * What the buyer's wallets lack for the bundle now (0: nothing), or the refusal buying it would meet now: no card is
 * charged for a bundle that could not be bought (docs/decisions/035).
 */
export function bundleShortfall(
  deps: TradesDeps,
  buyerId: string,
  input: Omit<BuyBundle, 'paymentMethod'>,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const { price, delivery } = await pricedBundle(tx, deps, buyerId, input);
    return paymentOptions(price.totalCents + delivery.postageCents, await memberBalances(tx, buyerId))
      .shortfallCents;
  });
}
