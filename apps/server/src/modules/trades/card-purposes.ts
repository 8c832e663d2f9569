import {
  appRoutes,
  BUNDLE_TEXTS,
  BUY_NOW_TEXTS,
  formatCents,
  NEGOTIATION_TEXTS,
  OFFER_BY_CARD_TEXTS,
  coveringMethod,
  type TradePaymentMethod,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { CheckoutPurposeHandler, PurposeCompletion } from '../payments/index.ts';
import { memberBalances } from '../wallet/index.ts';
import { emptyOutcome, publishOutcome, type Outcome, type TradesDeps } from './common.ts';
import { lockForAcceptance } from './lifecycle.ts';
import { counterShortfall, takeCounterLocked } from './negotiation.ts';
import { offerShortfall, placeOfferByCard } from './offers.ts';
import { buyBundleLocked, bundleShortfall } from './bundle-purchase.ts';
import { buyNowLocked, buyNowShortfall } from './purchase.ts';

/**
 * What a card can pay the rest of in trades (docs/decisions/035): the checkout is for what the wallets lack; when it
 * is paid, payments credits the wallet and, in the same transaction, calls `complete`, which pays from the wallets
 * as they now are. A refusal then (sold, repriced, reserved meanwhile) leaves the money in the wallet.
 */
export function cardPurposes(deps: TradesDeps): CheckoutPurposeHandler[] {
  const buyNow: CheckoutPurposeHandler<'buy_now'> = {
    kind: 'buy_now',
    shortfall: (_db, buyerId, purpose) => buyNowShortfall(deps, buyerId, purpose),
    returnPath: (purpose) => appRoutes.item(purpose.itemId),
    complete: (tx, buyerId, { kind: _buyNow, ...checkout }) =>
      completeWith(
        tx,
        deps,
        buyerId,
        checkout.priceCents + checkout.postageCents,
        async (paymentMethod, outcome) => {
          const sale = await buyNowLocked(tx, deps, buyerId, { ...checkout, paymentMethod }, outcome);
          return {
            status: 'completed',
            title: BUY_NOW_TEXTS.boughtTitle,
            message: BUY_NOW_TEXTS.bought,
            href: appRoutes.tradeConversation(sale.id),
            hrefLabel: BUY_NOW_TEXTS.openConversation,
          };
        },
      ),
  };
  const offer: CheckoutPurposeHandler<'offer'> = {
    kind: 'offer',
    shortfall: (_db, requesterId, purpose) => offerShortfall(deps, requesterId, purpose),
    returnPath: (purpose) => appRoutes.item(purpose.ownerItemId),
    complete: (tx, requesterId, purpose) =>
      completeWith(tx, deps, requesterId, purpose.cashCents, async (paymentMethod, outcome) => {
        const sent = await placeOfferByCard(tx, deps, requesterId, purpose, paymentMethod, outcome);
        return {
          status: 'completed',
          title: OFFER_BY_CARD_TEXTS.sentTitle,
          message: OFFER_BY_CARD_TEXTS.sent(formatCents(purpose.cashCents)),
          href: appRoutes.tradeConversation(sent.id),
          hrefLabel: BUY_NOW_TEXTS.openConversation,
        };
      }),
  };
  const bundle: CheckoutPurposeHandler<'bundle'> = {
    kind: 'bundle',
    shortfall: (_db, buyerId, purpose) => bundleShortfall(deps, buyerId, purpose),
    returnPath: () => appRoutes.bundles,
    complete: (tx, buyerId, purpose) =>
      completeWith(
        tx,
        deps,
        buyerId,
        purpose.totalCents + purpose.postageCents,
        async (paymentMethod, outcome) => {
          const sale = await buyBundleLocked(tx, deps, buyerId, { ...purpose, paymentMethod }, outcome);
          return {
            status: 'completed',
            title: BUNDLE_TEXTS.bought,
            message: BUNDLE_TEXTS.boughtHint,
            href: appRoutes.tradeConversation(sale.id),
            hrefLabel: BUY_NOW_TEXTS.openConversation,
          };
        },
      ),
  };
  const counter: CheckoutPurposeHandler<'counter'> = {
    kind: 'counter',
    shortfall: (_db, userId, { tradeId }) => counterShortfall(deps, userId, tradeId),
    returnPath: ({ tradeId }) => appRoutes.tradeConversation(tradeId),
    lockFirst: (tx, _userId, { tradeId }) => lockForAcceptance(tx, tradeId),
    complete: async (tx, userId, { tradeId }) => {
      const outcome = emptyOutcome();
      const taken = await takeCounterLocked(tx, deps, userId, tradeId, outcome);
      return {
        result: {
          status: 'completed',
          title: NEGOTIATION_TEXTS.acceptedTitle,
          message: NEGOTIATION_TEXTS.takenByCard,
          href: appRoutes.tradeConversation(taken.id),
          hrefLabel: BUY_NOW_TEXTS.openConversation,
        },
        afterCommit: () => publishOutcome(deps, outcome),
      };
    },
  };
  // Each takes only its own kind's purpose: payments looks a handler up by the purpose's kind.
  return [buyNow, offer, bundle, counter] as CheckoutPurposeHandler[];
}

/** Runs a purpose paid from the wallets that cover `amountCents` now, and publishes its outcome after commit. */
async function completeWith(
  tx: Db,
  deps: TradesDeps,
  payerId: string,
  amountCents: number,
  run: (paymentMethod: TradePaymentMethod, outcome: Outcome) => Promise<PurposeCompletion['result']>,
): Promise<PurposeCompletion> {
  const outcome = emptyOutcome();
  const result = await run(coveringMethod(amountCents, await memberBalances(tx, payerId)), outcome);
  return { result, afterCommit: () => publishOutcome(deps, outcome) };
}
