import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import {
  buyNowInputSchema,
  chatMessageInputSchema,
  likerOfferSchema,
  likerOfferStateSchema,
  sendLikerOfferSchema,
  counterOfferInputSchema,
  counterTradeInputSchema,
  createTradeInputSchema,
  reservedItemsSchema,
  respondTradeInputSchema,
  tradeListQuerySchema,
  tradeListSchema,
  tradeMessageListSchema,
  tradeMessageSchema,
  tradeSchema,
  TRADE_MESSAGES_LIMIT,
  TRADE_RESPONSE_WINDOW_HOURS,
} from '../trades.ts';
import { MAX_NEGOTIATION_ROUNDS } from '../negotiation.ts';

// `tradeId`, as the reviews module names the same segment (/api/trades/{tradeId}/review).
const params = z.object({ tradeId: pathParam('tradeId') });
const theTrade = { 200: { description: 'The trade', schema: tradeSchema } } as const;

export const tradesEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/trades',
    tags: ['Trades'],
    summary: "The signed-in member's trades, sent and received, newest first, with counts over all of them",
    query: tradeListQuerySchema,
    answers: { 200: { description: 'Newest first', schema: tradeListSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
  reserved: endpoint({
    method: 'get',
    path: '/api/trades/reserved-items',
    tags: ['Trades'],
    summary: "The signed-in member's items offered in a pending trade (reserved: not offerable again)",
    answers: { 200: { description: 'Item ids', schema: reservedItemsSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  get: endpoint({
    method: 'get',
    path: '/api/trades/{tradeId}',
    tags: ['Trades'],
    summary: 'One trade, to its two parties only',
    params,
    answers: theTrade,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  create: endpoint({
    method: 'post',
    path: '/api/trades',
    tags: ['Trades'],
    summary:
      "Send a cash offer, a trade offer or a trade invitation on another member's item; cash the requester adds " +
      `is put on hold until the offer is answered, and the offer expires after ${TRADE_RESPONSE_WINDOW_HOURS} hours`,
    body: createTradeInputSchema,
    answers: { 201: { description: 'The pending offer', schema: tradeSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  buy: endpoint({
    method: 'post',
    path: '/api/trades/buy',
    tags: ['Trades'],
    summary:
      'Buy an item at once at its asking price: the money goes on hold until the sale completes, the item is ' +
      'sold, and other pending offers on it are declined; 409 when someone else bought it first',
    body: buyNowInputSchema,
    answers: { 201: { description: 'The accepted purchase', schema: tradeSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'BAD_REQUEST'],
  }),
  sendLikerOffer: endpoint({
    method: 'post',
    path: '/api/trades/liker-offers',
    tags: ['Trades'],
    summary:
      'The seller offers their available listing at a lower price (at least 10% off) to every member who liked or ' +
      'saved it, for 24 hours; the first to take it (POST /api/trades/buy with likerOfferId) buys it at once. One ' +
      'per listing per 24 hours',
    body: sendLikerOfferSchema,
    answers: {
      201: { description: 'The offer, with how many members it went to', schema: likerOfferSchema },
    },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  likerOffer: endpoint({
    method: 'get',
    path: '/api/trades/liker-offers/{itemId}',
    tags: ['Trades'],
    summary:
      "An item's running offer to likers: to its seller (with when the next may be sent) and to the members it " +
      'went to; null to anyone else',
    params: z.object({ itemId: pathParam('itemId') }),
    answers: { 200: { description: 'The running offer, if any', schema: likerOfferStateSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
  respond: endpoint({
    method: 'post',
    path: '/api/trades/{tradeId}/respond',
    tags: ['Trades'],
    summary:
      'The party whose turn it is (the owner, or the requester after a counter) accepts (the cash stays on hold ' +
      'until the trade completes, items are marked swapped or sold, other offers on them are declined) or ' +
      'declines a pending offer',
    params,
    body: respondTradeInputSchema,
    answers: theTrade,
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  cancel: endpoint({
    method: 'post',
    path: '/api/trades/{tradeId}/cancel',
    tags: ['Trades'],
    summary: 'The requester cancels a pending offer; cash on hold returns to their wallets',
    params,
    answers: theTrade,
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  confirm: endpoint({
    method: 'post',
    path: '/api/trades/{tradeId}/confirm',
    tags: ['Trades'],
    summary:
      'A party confirms the exchange of an accepted trade; once both have, it is completed and its cash paid ' +
      '(refused while a dispute is open)',
    params,
    answers: theTrade,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  }),
  counter: endpoint({
    method: 'post',
    path: '/api/trades/{tradeId}/counter',
    tags: ['Trades'],
    summary:
      'The owner of a pending trade invitation answers it with a trade offer for one of the inviter’s items; ' +
      'the invitation becomes countered',
    params,
    body: counterTradeInputSchema,
    answers: { 201: { description: 'The new pending offer', schema: tradeSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  counterOffer: endpoint({
    method: 'post',
    path: '/api/trades/{tradeId}/counter-offer',
    tags: ['Trades'],
    summary:
      'The party whose turn it is answers a pending cash offer or trade offer with other cash: the owner asks for ' +
      "more, the requester offers less (their hold becomes the new amount); the other party's turn, with " +
      `${TRADE_RESPONSE_WINDOW_HOURS} hours to answer; at most ${MAX_NEGOTIATION_ROUNDS} rounds`,
    params,
    body: counterOfferInputSchema,
    answers: theTrade,
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  messages: endpoint({
    method: 'get',
    path: '/api/trades/{tradeId}/messages',
    tags: ['Trades'],
    summary: `The trade's chat, oldest first (the newest ${TRADE_MESSAGES_LIMIT})`,
    params,
    answers: { 200: { description: 'Oldest first', schema: tradeMessageListSchema } },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  send: endpoint({
    method: 'post',
    path: '/api/trades/{tradeId}/messages',
    tags: ['Trades'],
    summary: 'Write in the trade chat (trimmed; blank is refused); published live to both parties',
    params,
    body: chatMessageInputSchema,
    answers: { 201: { description: 'The message', schema: tradeMessageSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  typing: endpoint({
    method: 'post',
    path: '/api/trades/{tradeId}/typing',
    tags: ['Trades'],
    summary: "Signal 'typing...' to the other party (nothing is stored)",
    params,
    answers: { 204: { description: 'Signalled' } },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
};
