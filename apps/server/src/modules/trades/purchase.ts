import { formatCents, paymentOptions, TRADE_MESSAGES, type BuyNowInput, type Trade } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ItemRow } from '../items/index.ts';
import { memberBalances } from '../wallet/index.ts';
import { assertFreeToTrade, conflict, isAvailable, type Outcome, type TradesDeps } from './common.ts';
import { likerOfferPrice } from './liker-offers.ts';
import * as queries from './queries.ts';
import type { TradeRow } from './queries.ts';
import { recordSale, saleDelivery, type SaleDelivery } from './sale.ts';
import { purchaseNotifications } from './texts.ts';
import { transition } from './transition.ts';

/**
 * Buy now (docs/product/trades.md, "Buy now"): an item bought at once at its asking price. One transaction, the item
 * row locked first (the order every trade transaction takes): the buyer's money goes on hold, the item is marked
 * sold and its agreed copy recorded (traded_items refuses a second sale of it, whatever the path), an accepted trade
 * of kind 'purchase' records the sale, and every other pending offer on the item is declined. The money is paid to
 * the seller when the sale completes, as after any accepted trade (escrow.ts). Of two buyers at once the second
 * finds the item sold: 409 'This item has just been sold', and nothing of theirs moved.
 */
export async function buyNow(deps: TradesDeps, buyerId: string, input: BuyNowInput): Promise<Trade> {
  return transition(deps, buyerId, (tx, outcome) => buyNowLocked(tx, deps, buyerId, input, outcome));
}

/** What a Buy now buys, the way of paying aside. */
type BuyNowCheckout = Omit<BuyNowInput, 'paymentMethod'>;

/** The item, locked, if this buyer may buy it at once at `priceCents` now; the refusal they would meet otherwise. */
async function buyableItem(
  tx: Db,
  deps: TradesDeps,
  buyerId: string,
  { itemId, priceCents, likerOfferId, ...chosen }: BuyNowCheckout,
): Promise<{ item: ItemRow; priceCents: number; delivery: SaleDelivery }> {
  const item = (await queries.lockItems(tx, [itemId])).get(itemId);
  if (!item || (item.visibility !== 'public' && item.userId !== buyerId)) {
    throw new AppError('NOT_FOUND', TRADE_MESSAGES.itemNotFound);
  }
  if (item.userId === buyerId) throw new AppError('BAD_REQUEST', TRADE_MESSAGES.ownItemBuy);
  if (!isAvailable(item)) throw conflict(TRADE_MESSAGES.justSold);
  // The listing's price, or an offer to likers' (which this buyer must be one of).
  const price = likerOfferId
    ? await likerOfferPrice(tx, buyerId, item.id, likerOfferId)
    : item.buyNow
      ? item.valueCents
      : null;
  if (!price) throw conflict(TRADE_MESSAGES.buyNowOff);
  if (price !== priceCents) throw conflict(TRADE_MESSAGES.priceChanged);
  const delivery = saleDelivery([item], chosen);
  await assertFreeToTrade(tx, deps, [item.id]);
  return { item, priceCents: price, delivery };
}

/** Buy now inside the caller's transaction (a request's, or a card payment's settlement: card-purposes.ts). */
export async function buyNowLocked(
  tx: Db,
  deps: TradesDeps,
  buyerId: string,
  input: BuyNowInput,
  outcome: Outcome,
): Promise<TradeRow> {
  const { item, priceCents, delivery } = await buyableItem(tx, deps, buyerId, input);
  return recordSale(tx, deps, outcome, {
    kind: 'purchase',
    buyerId,
    sellerId: item.userId,
    items: [item],
    totalCents: priceCents,
    delivery,
    paymentMethod: input.paymentMethod,
    notifications: (parties) =>
      purchaseNotifications({ ...parties, itemTitle: item.title, price: formatCents(priceCents) }),
  });
}

/**
 * What the buyer's wallets lack for buying the item now (0: nothing), read with the item locked, or the refusal a
 * purchase would meet now: no card is charged for what cannot be bought (docs/decisions/035).
 */
export async function buyNowShortfall(
  deps: TradesDeps,
  buyerId: string,
  input: BuyNowCheckout,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const { priceCents, delivery } = await buyableItem(tx, deps, buyerId, input);
    return paymentOptions(priceCents + delivery.postageCents, await memberBalances(tx, buyerId))
      .shortfallCents;
  });
}
