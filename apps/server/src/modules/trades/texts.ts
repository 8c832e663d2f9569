import {
  appRoutes,
  BUNDLE_TEXTS,
  DISPUTE_WINDOW_DAYS,
  formatCents,
  NEGOTIATION_TEXTS,
  roundAmount,
  type TradeKind,
} from '@swapyard/domain';
import type { NewNotification } from '../notifications/index.ts';

/** What the server tells the parties of a trade; each links to the trade's conversation. */

const link = (tradeId: string) => appRoutes.tradeConversation(tradeId);
const quoted = (title: string | undefined) => (title ? `'${title}'` : 'your item');

export function offerNotification(input: {
  ownerId: string;
  tradeId: string;
  requesterName: string;
  itemTitle: string | undefined;
  kind: TradeKind;
  cashCents: number;
  counter: boolean;
  /** A bundle offer: how many items it is for. */
  bundleCount?: number;
}): NewNotification {
  const item = quoted(input.itemTitle);
  const base = { userId: input.ownerId, type: 'trade_offer' as const, link: link(input.tradeId) };
  if (input.bundleCount !== undefined) {
    return {
      ...base,
      title: 'New bundle offer',
      message: BUNDLE_TEXTS.offerNotification(
        input.requesterName,
        input.bundleCount,
        formatCents(input.cashCents),
      ),
    };
  }
  if (input.counter) {
    return {
      ...base,
      title: 'New trade offer',
      message: `${input.requesterName} answered your trade invitation with an offer for ${item}.`,
    };
  }
  if (input.kind === 'cash') {
    return {
      ...base,
      title: 'New cash offer',
      message: `${input.requesterName} offered ${formatCents(input.cashCents)} for ${item}.`,
    };
  }
  if (input.kind === 'invitation') {
    return {
      ...base,
      title: 'Trade invitation',
      message: `${input.requesterName} invited you to trade for ${item}. Check out their closet!`,
    };
  }
  return {
    ...base,
    title: 'New trade offer',
    message: `${input.requesterName} made a trade offer for ${item}.`,
  };
}

/**
 * Where the trade's cash is now (docs/product/trades.md "Life of an offer"): on hold until the trade completes,
 * whoever adds it.
 */
export interface AcceptedCash {
  cents: number;
  /** Who adds it: the requester (held since the offer was sent) or the owner (held from acceptance). */
  payer: 'requester' | 'owner';
}

export const acceptedNotification = (
  requesterId: string,
  tradeId: string,
  ownerName: string,
  itemTitle: string | undefined,
  cash?: AcceptedCash,
): NewNotification => {
  const accepted = `${ownerName} accepted your offer for ${quoted(itemTitle)}.`;
  const money = !cash
    ? ''
    : cash.payer === 'requester'
      ? ` Your ${formatCents(cash.cents)} stays on hold until the trade completes, then it is paid to ${ownerName}.`
      : ` The ${formatCents(cash.cents)} they add is on hold until the trade completes, then it is paid into your Cash Wallet.`;
  return {
    userId: requesterId,
    type: 'trade_accepted',
    title: 'Trade accepted',
    message: `${accepted}${money} You can arrange the exchange details.`,
    link: link(tradeId),
  };
};

export const rejectedNotification = (
  requesterId: string,
  tradeId: string,
  ownerName: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId: requesterId,
  type: 'trade_rejected',
  title: 'Trade declined',
  message: `${ownerName} declined your offer for ${quoted(itemTitle)}.`,
  link: link(tradeId),
});

/** Another offer on the same items was accepted first. */
export const supersededNotification = (
  requesterId: string,
  tradeId: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId: requesterId,
  type: 'trade_rejected',
  title: 'Trade declined',
  message: `Your offer for ${quoted(itemTitle)} was declined: an item in it is no longer available.`,
  link: link(tradeId),
});

export const cancelledNotification = (
  ownerId: string,
  tradeId: string,
  requesterName: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId: ownerId,
  type: 'other',
  title: 'Offer cancelled',
  message: `${requesterName} cancelled their offer for ${quoted(itemTitle)}.`,
  link: link(tradeId),
});

export const expiredNotification = (
  userId: string,
  tradeId: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId,
  type: 'other',
  title: 'Offer expired',
  message: `The offer for ${quoted(itemTitle)} expired without an answer.`,
  link: link(tradeId),
});

/** The cash a completion paid, as one party reads it: paid to them, or paid by them to the other. */
export interface CompletedCash {
  cents: number;
  direction: 'received' | 'paid';
}

/**
 * The trade completed: both parties confirmed the exchange, or nobody disputed it within DISPUTE_WINDOW_DAYS of
 * acceptance. Its cash, on hold until now, has been paid.
 */
export const completedNotification = (
  userId: string,
  tradeId: string,
  otherName: string,
  how: 'confirmed' | 'automatic' | 'received',
  cash?: CompletedCash,
): NewNotification => {
  const completed = {
    confirmed: `You and ${otherName} both confirmed the exchange.`,
    automatic: `Your trade with ${otherName} completed ${DISPUTE_WINDOW_DAYS} days after it was accepted.`,
    received: `Everything in your trade with ${otherName} has been received.`,
  }[how];
  const money = !cash
    ? ''
    : cash.direction === 'received'
      ? ` ${formatCents(cash.cents)} was paid into your Cash Wallet.`
      : ` The ${formatCents(cash.cents)} on hold was paid to ${otherName}.`;
  return {
    userId,
    type: 'other',
    title: 'Trade completed',
    message: `${completed}${money} You can now leave a review.`,
    link: link(tradeId),
  };
};

const PREVIEW_LENGTH = 100;

export const tradeMessageNotification = (
  recipientId: string,
  tradeId: string,
  senderName: string,
  content: string,
): NewNotification & { link: string } => ({
  userId: recipientId,
  type: 'message',
  title: `New message from ${senderName}`,
  message: content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH - 1)}…` : content,
  link: link(tradeId),
});

/** A live auction sold: the winner and the seller, each told what happened to the money. */
/** A sale as its notifications tell it: the item, its price as text, and who sold and bought it. */
export interface SaleNotice {
  tradeId: string;
  itemTitle: string;
  price: string;
  seller: { id: string; name: string };
  buyer: { id: string; name: string };
}

export const auctionSaleNotifications = (sale: SaleNotice): NewNotification[] => [
  {
    userId: sale.buyer.id,
    type: 'payment',
    title: 'You won the auction!',
    message: `You won ${quoted(sale.itemTitle)} for ${sale.price}. Your money is held until you have it, then paid to ${sale.seller.name}. Choose how you get it on the trade's page.`,
    link: link(sale.tradeId),
  },
  {
    userId: sale.seller.id,
    type: 'payment',
    title: 'Item Sold!',
    message: `${sale.buyer.name} won ${quoted(sale.itemTitle)} for ${sale.price}. It is paid into your Cash Wallet once they have the item: follow the steps on the trade's page.`,
    link: link(sale.tradeId),
  },
];

/**
 * Bought at once (docs/product/trades.md, "Buy now"): the buyer's money is on hold until the sale completes, and
 * only then paid to the seller.
 */
export const purchaseNotifications = (sale: SaleNotice): NewNotification[] => [
  {
    userId: sale.buyer.id,
    type: 'payment',
    title: 'Purchase confirmed',
    message: `You bought ${quoted(sale.itemTitle)} for ${sale.price}. Your money is on hold until the sale completes, then it is paid to ${sale.seller.name}. You can arrange the exchange details.`,
    link: link(sale.tradeId),
  },
  {
    userId: sale.seller.id,
    type: 'trade_accepted',
    title: 'Item Sold!',
    message: `${sale.buyer.name} bought ${quoted(sale.itemTitle)} for ${sale.price}. It is paid into your Cash Wallet when the sale completes. You can arrange the exchange details.`,
    link: link(sale.tradeId),
  },
];

/** Counter-offers (docs/product/trades.md): told to the party whose turn it now is. */
export const counteredNotification = (input: {
  userId: string;
  tradeId: string;
  proposerName: string;
  itemTitle: string | undefined;
  kind: TradeKind;
  cashCents: number;
}): NewNotification => ({
  userId: input.userId,
  type: 'trade_offer',
  title: NEGOTIATION_TEXTS.counteredTitle,
  message: NEGOTIATION_TEXTS.counteredMessage(
    input.proposerName,
    quoted(input.itemTitle),
    roundAmount(input.kind, input.cashCents),
  ),
  link: link(input.tradeId),
});

/** The owner's counter was accepted by the requester: the sale or swap is agreed. */
export const counterAcceptedNotification = (
  ownerId: string,
  tradeId: string,
  requesterName: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId: ownerId,
  type: 'trade_accepted',
  title: NEGOTIATION_TEXTS.acceptedTitle,
  message: NEGOTIATION_TEXTS.acceptedMessage(requesterName, quoted(itemTitle)),
  link: link(tradeId),
});

/** The owner's counter was declined by the requester. */
export const counterDeclinedNotification = (
  ownerId: string,
  tradeId: string,
  requesterName: string,
  itemTitle: string | undefined,
): NewNotification => ({
  userId: ownerId,
  type: 'trade_rejected',
  title: NEGOTIATION_TEXTS.declinedTitle,
  message: NEGOTIATION_TEXTS.declinedMessage(requesterName, quoted(itemTitle)),
  link: link(tradeId),
});

/** A bundle bought (docs/product/trades.md, "Bundles"): told to both, as a single purchase is. */
export const bundleNotifications = (sale: {
  tradeId: string;
  count: number;
  total: string;
  seller: { id: string; name: string };
  buyer: { id: string; name: string };
}): NewNotification[] => [
  {
    userId: sale.buyer.id,
    type: 'payment',
    title: BUNDLE_TEXTS.purchasedTitle,
    message: BUNDLE_TEXTS.purchased(sale.seller.name, sale.count, sale.total),
    link: link(sale.tradeId),
  },
  {
    userId: sale.seller.id,
    type: 'trade_accepted',
    title: BUNDLE_TEXTS.soldTitle,
    message: BUNDLE_TEXTS.sold(sale.buyer.name, sale.count, sale.total),
    link: link(sale.tradeId),
  },
];

/** An accepted trade cancelled before its items left (docs/product/handover.md): by a member, or by the deadline. */
export const exchangeCancelledNotification = (
  userId: string,
  tradeId: string,
  what: { otherName: string; byMe: boolean; byOther: boolean; refundedCents: number },
): NewNotification => {
  const why = what.byMe
    ? 'You cancelled your trade'
    : what.byOther
      ? `${what.otherName} cancelled your trade`
      : `Your trade with ${what.otherName} was cancelled`;
  const refund = what.refundedCents > 0 ? ` ${formatCents(what.refundedCents)} is back in your wallet.` : '';
  return {
    userId,
    type: 'other',
    title: 'Trade cancelled',
    message: `${why} because the item was not sent in time.${refund} Any item of yours in it is back on sale.`,
    link: link(tradeId),
  };
};
