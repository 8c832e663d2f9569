import { appRoutes, BUY_NOW_TEXTS, paymentOptions, type TradePaymentMethod } from '@swapyard/domain';
import type { CheckoutPurposeHandler } from '../payments/index.ts';
import { memberBalances } from '../wallet/index.ts';
import { emptyOutcome, publishOutcome, type TradesDeps } from './common.ts';
import { buyNowLocked, buyNowShortfall } from './purchase.ts';

/**
 * Buy now with the rest paid by card (docs/decisions/035): the card checkout is for what the wallets lack; when it
 * is paid, payments credits the wallet and, in the same transaction, this buys the item from the wallets as they
 * now are. If the item was sold or repriced meanwhile, the refusal leaves the money in the wallet (payments says so).
 */
export function buyNowByCard(deps: TradesDeps): CheckoutPurposeHandler<'buy_now'> {
  return {
    kind: 'buy_now',
    shortfall: (_db, buyerId, purpose) => buyNowShortfall(deps, buyerId, purpose),
    returnPath: (purpose) => appRoutes.item(purpose.itemId),
    async complete(tx, buyerId, { itemId, priceCents }) {
      const outcome = emptyOutcome();
      const paymentMethod = walletsThatCover(priceCents, await memberBalances(tx, buyerId));
      const sale = await buyNowLocked(tx, deps, buyerId, { itemId, priceCents, paymentMethod }, outcome);
      return {
        result: {
          status: 'completed',
          title: BUY_NOW_TEXTS.boughtTitle,
          message: BUY_NOW_TEXTS.bought,
          href: appRoutes.tradeConversation(sale.id),
          hrefLabel: BUY_NOW_TEXTS.openConversation,
        },
        afterCommit: () => publishOutcome(deps, outcome),
      };
    },
  };
}

/**
 * The payment method for the wallets after the top-up (which went to the credit wallet): one wallet when it covers,
 * else both. When neither does (money moved meanwhile), 'mixed' makes the purchase refuse with the shortfall message.
 */
function walletsThatCover(
  priceCents: number,
  balances: Parameters<typeof paymentOptions>[1],
): TradePaymentMethod {
  const options = paymentOptions(priceCents, balances);
  if (options.credit) return 'credit';
  if (options.cash) return 'cash';
  return 'mixed';
}
