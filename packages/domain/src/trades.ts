import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { itemConditions } from './item-labels.ts';
import { lazily } from './format.ts';
import { formatCents, MAX_OFFER_CASH_CENTS, roundToWholeDollars } from './money.ts';
import { text } from './text.ts';
import { itemPhotoSchema, itemStatuses } from './items.ts';
import { tradeRoundSchema, tradeSides } from './negotiation.ts';
import { checkoutDeliveryFields } from './postage.ts';

/**
 * Trade statuses (docs/product/trades.md), with `expired` (a pending offer expires after the seller's 48-hour
 * response window) and `countered` (a trade invitation its owner answered with a trade offer of their own).
 */
export const tradeStatuses = [
  'pending',
  'accepted',
  'rejected',
  'completed',
  'cancelled',
  'countered',
  'expired',
] as const;
export type TradeStatus = (typeof tradeStatuses)[number];

/** How a status reads on a badge (rejected shows as 'Declined'). */
export const tradeStatusLabels: Record<TradeStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
  countered: 'Answered',
  expired: 'Expired',
};

/**
 * - trade: the requester's items and/or cash for the owner's item;
 * - cash: Buy It Now, cash only (sent for real, not simulated: docs/product/trades.md);
 * - invitation: no requester item, no cash, a 'Check out my' message; the owner answers by building a trade offer
 *   from the requester's closet (a counter-offer: a new trade whose requester is the invitation's owner);
 * - auction: won in a live auction (docs/product/live.md): recorded completed and paid when the auction closes, so
 *   the two can message and review each other;
 * - circle: one leg of a swap circle (docs/product/swap-circles.md): the owner's item goes to the requester, who
 *   gives their own item to another member of the circle; cash either way settles the values. Recorded accepted
 *   when the circle's last member accepts, then confirmed and completed like any trade.
 * - purchase: bought at once at the asking price (Buy now, docs/product/trades.md): recorded accepted with the
 *   buyer's money on hold, then confirmed and completed like any trade.
 * - bundle: several items of one seller bought together at the seller's bundle discount (docs/product/trades.md,
 *   "Bundles"): recorded accepted with one hold for them all, then confirmed and completed like any trade.
 */
export const tradeKinds = ['trade', 'cash', 'invitation', 'auction', 'circle', 'purchase', 'bundle'] as const;
export type TradeKind = (typeof tradeKinds)[number];

/** Which wallet pays the requester's cash (docs/product/trades.md, "Which wallet pays"). */
export const tradePaymentMethods = ['credit', 'cash', 'mixed'] as const;
export type TradePaymentMethod = (typeof tradePaymentMethods)[number];

/** The seller has 48 hours to respond (docs/product/trades.md, "Life of an offer"). */
export const TRADE_RESPONSE_WINDOW_HOURS = 48;
export const TRADE_RESPONSE_WINDOW_MS = TRADE_RESPONSE_WINDOW_HOURS * 3_600_000;
/**
 * An accepted trade nobody disputed completes on its own this many days after it was accepted, and its cash is paid
 * then; within these days a party may dispute it (docs/product/trades.md, "Life of an offer").
 */
export const DISPUTE_WINDOW_DAYS = 14;
export const DISPUTE_WINDOW_MS = DISPUTE_WINDOW_DAYS * 24 * 3_600_000;
/** An invitation is recognised by this text in its message (docs/product/trades.md). */
export const INVITATION_MARKER = 'Check out my';
export const MAX_OFFERED_ITEMS = 10;
export const MAX_TRADE_MESSAGE_LENGTH = 500;
/** A trade's chat answers the newest this many messages, oldest first. */
export const TRADE_MESSAGES_LIMIT = 200;
/** Even-trade tolerance, one cent (docs/product/trades.md, "The value comparison"). */
export const EVEN_TRADE_TOLERANCE_CENTS = 1;

// Server messages (4xx answers), shown by the client as the toast text.
export const TRADE_MESSAGES = {
  signInRequired: 'Please sign in to make trades',
  signInToView: 'Please sign in to view your trades',
  ownItem: 'You cannot make an offer on your own item',
  itemUnavailable: 'This item is no longer available',
  itemNotFound: 'Item not found',
  notYourItem: 'You can only offer items from your own closet',
  itemReserved: 'One of these items is reserved by another pending offer',
  alreadyOffered: 'You already have a pending offer on this item',
  selectRequired: 'Select at least one item or add some cash',
  invalidCashOffer: 'Please enter a valid cash offer amount',
  paymentMethodRequired: 'Please choose how to pay',
  paymentMethodNotAllowed: 'That payment option cannot cover this amount',
  notFound: 'Trade not found',
  onlyOwnerResponds: 'Only the owner of this trade can accept or decline it',
  onlyRequesterCancels: 'Only the member who sent this offer can cancel it',
  notPending: 'This offer is no longer pending',
  expired: 'This offer has expired',
  notAccepted: 'Only an accepted trade can be confirmed',
  disputeOpen: 'This trade has an open dispute. It completes once the dispute is resolved.',
  notDisputable: 'Only an accepted or completed trade can be disputed',
  disputeSettled: "This dispute's money has already been settled",
  settleAmountInvalid: 'The amount paid to the payee must be a whole number of cents, zero or more',
  settleAmountTooLarge: 'The amount paid to the payee cannot be more than the money held for this trade',
  alreadyConfirmed: 'You have already confirmed this exchange',
  notInvitation: 'Only a trade invitation can be answered with a counter-offer',
  invitationNeedsCounter: 'Answer a trade invitation with a trade offer from their closet',
  ownerFunds: "You don't have enough balance to add the cash this trade asks of you",
  itemInPendingTrade: 'This item is part of a pending trade offer',
  itemTraded: 'This item was traded: what the trade agreed on can no longer change',
  itemTradedDelete: 'This item was traded and cannot be deleted. Hide it instead.',
  ownItemBuy: 'You cannot buy your own item',
  justSold: 'This item has just been sold',
  buyNowOff: 'This item can only be bought with an offer',
  priceChanged: 'The price of this item has changed. Check the new price and try again.',
} as const;

/** A member as a trade shows them. */
export const tradePartySchema = memberCardSchema.meta({ id: 'TradeParty' });
export type TradeParty = z.infer<typeof tradePartySchema>;

/** An item of a trade (id, title, photos, value), with its status now. */
export const tradeItemSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    title: z.string(),
    category: z.string(),
    categoryLabel: z.string(),
    photos: z.array(itemPhotoSchema),
    /** Integer cents; null when the item has no value. */
    valueCents: z.number().int().nullable(),
    condition: z.enum(itemConditions),
    status: z.enum(itemStatuses),
    /**
     * True once the trade was accepted: title, photo, value and condition are as agreed then, whatever the
     * listing shows now.
     */
    agreed: z.boolean(),
  })
  .meta({ id: 'TradeItem' });
export type TradeItem = z.infer<typeof tradeItemSchema>;

export const tradeMessageSchema = z
  .object({
    id: z.string(),
    tradeId: z.string(),
    senderId: z.string(),
    content: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'TradeMessage' });
export type TradeMessage = z.infer<typeof tradeMessageSchema>;

/** One of the member's two legs of a swap circle, each a trade of theirs (docs/product/swap-circles.md). */
export const tradeCircleLegSchema = z
  .object({
    /** The leg's trade: this one, or the member's other trade in the circle. */
    tradeId: z.string(),
    /** Who the item goes to (the leg the member gives on), or comes from (the leg they get on). */
    member: tradePartySchema,
    /** As agreed when the circle completed; null once deleted. */
    item: tradeItemSchema.nullable(),
    /** Integer cents on this leg, from the member's side: positive, they pay it; negative, they are paid it. */
    cashCents: z.number().int(),
  })
  .meta({ id: 'TradeCircleLeg' });
export type TradeCircleLeg = z.infer<typeof tradeCircleLegSchema>;

/**
 * A swap circle's leg (kind 'circle') as the signed-in member sees it: their whole part in the circle, from their
 * own two legs (what they give and to whom, what they get and from whom) and the cash they pay or receive in all.
 * A circle of three has a third leg, between the other two members, which is not shown.
 */
export const tradeCirclePartSchema = z
  .object({
    gives: tradeCircleLegSchema,
    gets: tradeCircleLegSchema,
    /** Integer cents over both legs: positive, what the member pays; negative, what they receive. */
    cashCents: z.number().int(),
  })
  .meta({ id: 'TradeCirclePart' });
export type TradeCirclePart = z.infer<typeof tradeCirclePartSchema>;

export const tradeSchema = z
  .object({
    id: z.string(),
    kind: z.enum(tradeKinds),
    status: z.enum(tradeStatuses),
    /** The signed-in member's side: the requester sent the offer, the owner answers it. */
    role: z.enum(['requester', 'owner']),
    requester: tradePartySchema,
    owner: tradePartySchema,
    /** The owner's item the offer is for; null once deleted. */
    ownerItem: tradeItemSchema.nullable(),
    /** The requester's items offered in exchange (the first is the trade's requester item). */
    offeredItems: z.array(tradeItemSchema),
    /** A bundle's items, all the owner's (ownerItem is the first); empty for every other kind. */
    bundleItems: z.array(tradeItemSchema),
    /** A swap circle's leg: the signed-in member's part in the circle; null for every other kind. */
    circle: tradeCirclePartSchema.nullable(),
    /**
     * Integer cents. Positive: the requester adds cash; negative: the owner does (a counter-offer to an invitation).
     * While a negotiation runs, the amount on the table (docs/product/trades.md, "Counter-offers").
     */
    cashDifferenceCents: z.number().int(),
    /** Of the cash, the postage paid at checkout (docs/product/handover.md "Postage"); 0 for every other trade. */
    postageCents: z.number().int(),
    /** The negotiation's round: 1 is the offer as sent, each counter adds one (at most MAX_NEGOTIATION_ROUNDS). */
    round: z.number().int().min(1),
    /** Whose turn it is to answer a pending offer: the owner, or the requester after the owner's counter. */
    awaiting: z.enum(tradeSides),
    /** The rounds so far, oldest first, once the offer has been countered; empty before. */
    rounds: z.array(tradeRoundSchema),
    /** The signed-in member's money on hold for this trade, by wallet; null when none is. */
    myHold: z.object({ creditCents: z.number().int(), cashCents: z.number().int() }).nullable(),
    /**
     * The wallet the cash is paid from, chosen by whoever adds it: the requester when cashDifferenceCents is
     * positive, the owner when it is negative (docs/product/trades.md "Cash the owner adds"); null without cash.
     */
    paymentMethod: z.enum(tradePaymentMethods).nullable(),
    message: z.string().nullable(),
    /** The trade invitation this offer answers (counter-offer), and the offer that answered an invitation. */
    invitationId: z.string().nullable(),
    counterTradeId: z.string().nullable(),
    /** A pending offer expires then (48 hours after it was sent). */
    expiresAt: z.string(),
    respondedAt: z.string().nullable(),
    requesterConfirmedAt: z.string().nullable(),
    ownerConfirmedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    /**
     * An accepted trade completes on its own then, DISPUTE_WINDOW_DAYS after acceptance, unless both parties confirm
     * first; null in any other status, and while a dispute is open.
     */
    autoCompletesAt: z.string().nullable(),
    /**
     * Its exchange runs through handovers (GET /api/trades/{tradeId}/handovers): it completes when every one is
     * received, so there is nothing to confirm and no automatic completion (docs/product/handover.md).
     */
    handover: z.boolean(),
    /** A party disputed the trade and staff have not resolved it yet: it cannot complete, its cash stays on hold. */
    disputeOpen: z.boolean(),
    /** Whether the signed-in member already reviewed the other party for this trade (one review each). */
    reviewedByMe: z.boolean(),
    lastMessage: tradeMessageSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Trade' });
export type Trade = z.infer<typeof tradeSchema>;

/** GET /api/trades: the member's trades (sent and received), newest first. */
export const tradeListSchema = z
  .object({
    trades: z.array(tradeSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** Over all of the member's trades (the Messages screen's Trades count is received plus sent). */
    counts: z.object({ received: z.number().int().min(0), sent: z.number().int().min(0) }),
  })
  .meta({ id: 'TradeList' });

/** GET /api/trades/reserved-items: the signed-in member's items offered in a pending trade (not offerable again). */
export const reservedItemsSchema = z.object({ itemIds: z.array(z.string()) }).meta({ id: 'ReservedItems' });
export type ReservedItems = z.infer<typeof reservedItemsSchema>;
export type TradeList = z.infer<typeof tradeListSchema>;

export const tradeListQuerySchema = z.object({
  cursor: text({ trim: false }).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(30),
});

const optionalMessage = text({ multiline: true })
  .max(MAX_TRADE_MESSAGE_LENGTH)
  .optional()
  .transform((text) => (text ? text : undefined));

/** docs/product/limits.md: cash in a trade is at most what an item may be worth, either way. */
const OFFER_CASH_TOO_LARGE = `Cash in an offer can be at most ${formatCents(MAX_OFFER_CASH_CENTS)}`;
const offerCents = z
  .number()
  .int(TRADE_MESSAGES.invalidCashOffer)
  .min(-MAX_OFFER_CASH_CENTS, OFFER_CASH_TOO_LARGE)
  .max(MAX_OFFER_CASH_CENTS, OFFER_CASH_TOO_LARGE);
const positiveCents = offerCents.positive(TRADE_MESSAGES.invalidCashOffer);

/** POST /api/trades: a cash offer, a trade offer or a trade invitation on another member's item. */
export const createTradeInputSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('cash'),
      ownerItemId: z.uuid(TRADE_MESSAGES.itemNotFound),
      cashCents: positiveCents,
      paymentMethod: z.enum(tradePaymentMethods, TRADE_MESSAGES.paymentMethodRequired),
      message: optionalMessage,
    }),
    z
      .strictObject({
        kind: z.literal('trade'),
        ownerItemId: z.uuid(TRADE_MESSAGES.itemNotFound),
        offeredItemIds: z.array(z.uuid(TRADE_MESSAGES.itemNotFound)).max(MAX_OFFERED_ITEMS).default([]),
        cashCents: offerCents.min(0, TRADE_MESSAGES.invalidCashOffer).default(0),
        paymentMethod: z.enum(tradePaymentMethods).optional(),
        message: optionalMessage,
      })
      .refine((input) => input.offeredItemIds.length > 0 || input.cashCents > 0, {
        message: TRADE_MESSAGES.selectRequired,
        path: ['offeredItemIds'],
      })
      .refine((input) => input.cashCents === 0 || input.paymentMethod !== undefined, {
        message: TRADE_MESSAGES.paymentMethodRequired,
        path: ['paymentMethod'],
      }),
    z.strictObject({
      kind: z.literal('invitation'),
      ownerItemId: z.uuid(TRADE_MESSAGES.itemNotFound),
      message: optionalMessage,
    }),
  ])
  .meta({ id: 'CreateTradeInput' });
export type CreateTradeInput = z.input<typeof createTradeInputSchema>;

/**
 * A cash offer, or a trade offer with cash, whose cash a card pays the rest of (card-payments.ts): the offer without
 * its payment method, which follows from the wallets once the card has paid.
 */
export const offerByCardSchema = z.strictObject({
  kind: z.literal('offer'),
  ownerItemId: z.uuid(TRADE_MESSAGES.itemNotFound),
  offeredItemIds: z.array(z.uuid(TRADE_MESSAGES.itemNotFound)).max(MAX_OFFERED_ITEMS).default([]),
  cashCents: positiveCents,
  message: optionalMessage,
});
export type OfferByCard = z.output<typeof offerByCardSchema>;

/** An offer sent: the toast after sending, and the card payment's result page (docs/product/wallet.md). */
export const OFFER_BY_CARD_TEXTS = {
  sentTitle: 'Trade offer sent!',
  sent: (amount: string) => `Your offer has been sent. Your ${amount} is on hold until the owner answers.`,
} as const;

/** Offers to likers (docs/product/trades.md, "Offers to likers"). */
export const LIKER_OFFER_MIN_DISCOUNT_PERCENT = 10;
export const LIKER_OFFER_HOURS = 24;
export const LIKER_OFFER_MS = LIKER_OFFER_HOURS * 60 * 60 * 1000;
/** The highest price an offer to likers may have: at least 10 % off, in whole cents. */
export const likerOfferMaxCents = (listedCents: number) =>
  Math.floor((listedCents * (100 - LIKER_OFFER_MIN_DISCOUNT_PERCENT)) / 100);

export const LIKER_OFFER_TEXTS = {
  button: 'Offer to likers',
  intro:
    'Send a lower price to everyone who liked or saved this item, for 24 hours. The first to take it buys it at once.',
  priceLabel: 'Offer price',
  maxHint: (max: string) => `At least ${LIKER_OFFER_MIN_DISCOUNT_PERCENT}% off: ${max} or less`,
  send: (price: string) => `Send offer of ${price}`,
  sentTitle: 'Offer sent!',
  sent: (count: number) =>
    `Sent to ${count} ${count === 1 ? 'member' : 'members'} who liked or saved this item.`,
  active: (price: string, until: string) => `Your offer to likers of ${price} runs until ${until}.`,
  tooHigh: `An offer to likers is at least ${LIKER_OFFER_MIN_DISCOUNT_PERCENT}% off the price`,
  once: `You can send one offer to likers per listing every ${LIKER_OFFER_HOURS} hours`,
  nobody: 'Nobody has liked or saved this item yet',
  notYours: 'Only the seller can send an offer to likers',
  noPrice: 'Set a price on this listing to offer it to likers',
  forYouTitle: 'An offer for you',
  forYou: (seller: string, price: string, until: string) =>
    `${seller} is offering this to you for ${price} until ${until}.`,
  take: (price: string) => `Buy for ${price}`,
  notification: (seller: string, title: string, price: string) =>
    `${seller} offers '${title}' to you for ${price} for the next ${LIKER_OFFER_HOURS} hours.`,
  notFound: 'This offer was not found',
  notForYou: 'This offer is only for members who liked or saved this item',
  expired: 'This offer has expired',
} as const;

/** POST /api/trades/liker-offers. */
export const sendLikerOfferSchema = z
  .strictObject({ itemId: z.uuid(TRADE_MESSAGES.itemNotFound), priceCents: positiveCents })
  .meta({ id: 'SendLikerOffer' });
export type SendLikerOffer = z.input<typeof sendLikerOfferSchema>;

export const likerOfferSchema = z
  .object({
    id: z.string(),
    itemId: z.string(),
    priceCents: z.number().int(),
    /** The listing's price when it was sent. */
    listedCents: z.number().int(),
    expiresAt: z.string(),
    /** To the seller: how many members it went to; null to a recipient. */
    recipients: z.number().int().nullable(),
  })
  .meta({ id: 'LikerOffer' });
export type LikerOffer = z.infer<typeof likerOfferSchema>;

/**
 * GET /api/trades/liker-offers/{itemId}: the running offer, to the seller and to the members it went to (null to
 * anyone else, and when none runs); to the seller also when the next may be sent (null: now).
 */
export const likerOfferStateSchema = z
  .object({ offer: likerOfferSchema.nullable(), nextAllowedAt: z.string().nullable() })
  .meta({ id: 'LikerOfferState' });
export type LikerOfferState = z.infer<typeof likerOfferStateSchema>;

/** The owner's per-listing switch for Buy now (docs/product/trades.md, "Buy now"). */
export const BUY_NOW_TEXTS = {
  switchLabel: 'Buy now',
  switchHint: 'Members can buy this item at once at its price; off, Buy sends you an offer to answer',
  boughtTitle: 'Purchase complete!',
  bought: 'The seller has been told. Arrange the exchange in your conversation.',
  openConversation: 'Open the conversation',
} as const;

/**
 * POST /api/trades/buy: buy an item at once at its asking price (docs/product/trades.md, "Buy now"). `priceCents` is
 * the price the buyer saw: a price changed since is refused rather than charged.
 */
export const buyNowInputSchema = z
  .strictObject({
    itemId: z.uuid(TRADE_MESSAGES.itemNotFound),
    priceCents: positiveCents,
    paymentMethod: z.enum(tradePaymentMethods, TRADE_MESSAGES.paymentMethodRequired),
    /** Taking an offer to likers (its price instead of the listing's). */
    likerOfferId: z.uuid(TRADE_MESSAGES.itemNotFound).optional(),
    ...checkoutDeliveryFields,
  })
  .meta({ id: 'BuyNowInput' });
export type BuyNowInput = z.input<typeof buyNowInputSchema>;

/**
 * POST /api/trades/{id}/counter: the owner of a pending invitation offers their invited-for item (plus cash) for
 * one of the inviter's available items. `cashCents` > 0: the sender adds cash (held now); < 0: asks the inviter to
 * add it (held from them on acceptance, paid when the trade completes).
 */
export const counterTradeInputSchema = z
  .strictObject({
    requestedItemId: z.uuid(TRADE_MESSAGES.itemNotFound),
    cashCents: offerCents.default(0),
    paymentMethod: z.enum(tradePaymentMethods).optional(),
    message: optionalMessage,
  })
  .refine((input) => input.cashCents <= 0 || input.paymentMethod !== undefined, {
    message: TRADE_MESSAGES.paymentMethodRequired,
    path: ['paymentMethod'],
  })
  .meta({ id: 'CounterTradeInput' });
export type CounterTradeInput = z.input<typeof counterTradeInputSchema>;

/**
 * POST /api/trades/{id}/counter-offer: the party whose turn it is answers a pending cash offer or trade offer with
 * other cash (docs/product/trades.md, "Counter-offers"). The requester's counter needs `paymentMethod` when it adds
 * cash: their hold becomes the new amount.
 */
export const counterOfferInputSchema = z
  .strictObject({
    cashCents: offerCents.min(0, TRADE_MESSAGES.invalidCashOffer),
    paymentMethod: z.enum(tradePaymentMethods, TRADE_MESSAGES.paymentMethodRequired).optional(),
    message: optionalMessage,
  })
  .meta({ id: 'CounterOfferInput' });
export type CounterOfferInput = z.input<typeof counterOfferInputSchema>;

/**
 * POST /api/trades/{id}/respond: the party whose turn it is (the owner, or the requester after the owner's counter)
 * accepts or declines. The requester accepting a counter that asks for cash needs `paymentMethod`: their hold becomes
 * the counter's amount. The owner accepting an answer to their invitation that asks them to add cash needs it too,
 * their choice of wallet as in the builder's payment step (docs/product/trades.md "Cash the owner adds").
 */
export const respondTradeInputSchema = z
  .strictObject({
    action: z.enum(['accept', 'reject']),
    paymentMethod: z.enum(tradePaymentMethods, TRADE_MESSAGES.paymentMethodRequired).optional(),
  })
  .meta({ id: 'RespondTradeInput' });
export type RespondTradeInput = z.infer<typeof respondTradeInputSchema>;

export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** Text is trimmed; blank is never sent (docs/product/messaging.md, "Composing"). */
export const chatMessageInputSchema = z
  .strictObject({
    content: text({ multiline: true }).min(1, 'Message cannot be empty').max(MAX_CHAT_MESSAGE_LENGTH),
  })
  .meta({ id: 'ChatMessageInput' });
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

/** GET /api/trades/{id}/messages: oldest first (the newest 200). */
export const tradeMessageListSchema = z
  .object({ messages: z.array(tradeMessageSchema) })
  .meta({ id: 'TradeMessageList' });
export type TradeMessageList = z.infer<typeof tradeMessageListSchema>;

/** Live events on `trade:{id}` (the two parties only), published after commit; their payloads: realtime.ts. */
export const TRADE_UPDATED_EVENT = 'trade.updated';
export const TRADE_MESSAGE_EVENT = 'trade.message';
export const TRADE_TYPING_EVENT = 'trade.typing';
/** On each party's `user:{id}`, so their lists refresh: a trade of theirs was created or changed. */
export const TRADE_CHANGED_EVENT = 'trade.changed';

export const tradeTopic = (tradeId: string) => `trade:${tradeId}`;

// ---------------------------------------------------------------------------------------------------------------
// Offer arithmetic, shared by the builders and the server.

export interface WalletBalances {
  creditCents: number;
  cashCents: number;
}

/**
 * The payment step (docs/product/trades.md, "Which wallet pays"): an option is enabled only if that wallet covers
 * the amount; Mixed only when neither covers it alone but both together do. `shortfallCents`: how much more is
 * needed when nothing can pay.
 */
export function paymentOptions(amountCents: number, wallets: WalletBalances) {
  const credit = wallets.creditCents >= amountCents;
  const cash = wallets.cashCents >= amountCents;
  const together = wallets.creditCents + wallets.cashCents;
  const mixed = !credit && !cash && together >= amountCents;
  return { credit, cash, mixed, shortfallCents: Math.max(0, amountCents - together) };
}

/**
 * The method that pays an amount from the wallets as they are (after a card top-up): one wallet when it covers, else
 * both. When neither does, 'mixed', which the payment then refuses with the shortfall message.
 */
export function coveringMethod(amountCents: number, wallets: WalletBalances): TradePaymentMethod {
  const options = paymentOptions(amountCents, wallets);
  if (options.credit) return 'credit';
  if (options.cash) return 'cash';
  return 'mixed';
}

/** How a method splits the amount over the wallets (Mixed: all the credit first, the rest cash); null if refused. */
export function splitPayment(
  method: TradePaymentMethod,
  amountCents: number,
  wallets: WalletBalances,
): { creditCents: number; cashCents: number } | null {
  const allowed = paymentOptions(amountCents, wallets);
  if (!allowed[method]) return null;
  if (method === 'credit') return { creditCents: amountCents, cashCents: 0 };
  if (method === 'cash') return { creditCents: 0, cashCents: amountCents };
  return { creditCents: wallets.creditCents, cashCents: amountCents - wallets.creditCents };
}

/**
 * The offer's value (docs/product/trades.md): offered items + cash − wanted value. Positive: over-offering;
 * negative: more is needed (the builder's 'remaining' is its negation). Within one cent it is an even trade.
 */
export function offerDifferenceCents(
  offeredValueCents: number,
  cashCents: number,
  wantedValueCents: number,
): number {
  return offeredValueCents + cashCents - wantedValueCents;
}
export function isEvenTrade(differenceCents: number): boolean {
  return Math.abs(differenceCents) <= EVEN_TRADE_TOLERANCE_CENTS;
}

/** The suggested range (docs/product/trades.md) is 70% of the value rounded down (whole dollars) up to the value. */
export function suggestedCashRange(valueCents: number): { minCents: number; maxCents: number } {
  // 7/10 rather than 0.7: 11000 * 0.7 is 7699.999…, which would floor to $76 instead of $77.
  return { minCents: roundToWholeDollars((valueCents * 7) / 10, 'down'), maxCents: valueCents };
}

/** The note below the cash offer amount (docs/product/trades.md, "Making an offer"). */
export function askingNote(
  amountCents: number,
  valueCents: number,
): 'Below asking' | 'At asking price' | 'Above asking' {
  if (amountCents < valueCents) return 'Below asking';
  if (amountCents === valueCents) return 'At asking price';
  return 'Above asking';
}

const chatTime = lazily(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));
const chatDateTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
);

/** Chat timestamps (docs/product/messaging.md) show the time only if under 24 hours old, else month, day and time. */
export function formatChatTimestamp(date: Date | string, now: Date = new Date()): string {
  const at = new Date(date);
  return now.getTime() - at.getTime() < 24 * 3_600_000 ? chatTime().format(at) : chatDateTime().format(at);
}
