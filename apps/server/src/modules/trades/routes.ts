import { createRoute, z } from '@hono/zod-openapi';
import {
  chatMessageInputSchema,
  counterTradeInputSchema,
  createTradeInputSchema,
  reservedItemsSchema,
  respondTradeInputSchema,
  tradeListQuerySchema,
  tradeListSchema,
  tradeMessageListSchema,
  tradeMessageSchema,
  tradeSchema,
  TRADE_MESSAGES,
  TRADE_RESPONSE_WINDOW_HOURS,
} from '@swapyard/domain';
import { idempotent } from '../../platform/idempotency/index.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { TRADE_MESSAGES_LIMIT } from './chat.ts';
import * as service from './service.ts';
import type { TradesDeps } from './service.ts';

// `tradeId`, as the reviews module names the same segment (/api/trades/{tradeId}/review).
const params = z.object({ tradeId: pathParam('tradeId') });

export function tradesRoutes(deps: TradesDeps & { auth: Auth }) {
  const { db } = deps;
  // The words for a visitor (docs/product/trades.md): reading trades needs a session to view them, anything else to
  // make them.
  const signedInToView = requireSession(deps.auth, TRADE_MESSAGES.signInToView);
  const signedIn = requireSession(deps.auth, TRADE_MESSAGES.signInRequired);
  // Offers hold money and acceptances move it: a repeated request is answered once (platform/idempotency).
  const once = idempotent(db);
  const list = createRoute({
    tags: ['Trades'],
    middleware: [signedInToView] as const,
    method: 'get',
    path: '/api/trades',
    summary: "The signed-in member's trades, sent and received, newest first, with counts over all of them",
    request: { query: tradeListQuerySchema },
    responses: {
      200: { description: 'Newest first', content: jsonContent(tradeListSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED'),
    },
  });

  const reserved = createRoute({
    tags: ['Trades'],
    middleware: [signedInToView] as const,
    method: 'get',
    path: '/api/trades/reserved-items',
    summary: "The signed-in member's items offered in a pending trade (reserved: not offerable again)",
    responses: {
      200: { description: 'Item ids', content: jsonContent(reservedItemsSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  const get = createRoute({
    tags: ['Trades'],
    middleware: [signedInToView] as const,
    method: 'get',
    path: '/api/trades/{tradeId}',
    summary: 'One trade, to its two parties only',
    request: { params },
    responses: {
      200: { description: 'The trade', content: jsonContent(tradeSchema) },
      ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  const create = createRoute({
    tags: ['Trades'],
    middleware: [signedIn, once] as const,
    method: 'post',
    path: '/api/trades',
    summary:
      "Send a cash offer, a trade offer or a trade invitation on another member's item; cash the requester adds " +
      `is put on hold until the offer is answered, and the offer expires after ${TRADE_RESPONSE_WINDOW_HOURS} hours`,
    request: { body: { required: true, content: jsonContent(createTradeInputSchema) } },
    responses: {
      201: { description: 'The pending offer', content: jsonContent(tradeSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  const respond = createRoute({
    tags: ['Trades'],
    middleware: [signedIn, once] as const,
    method: 'post',
    path: '/api/trades/{tradeId}/respond',
    summary:
      'The owner accepts (the cash stays on hold until the trade completes, items are marked swapped or sold, ' +
      'other offers on them are declined) or declines a pending offer',
    request: { params, body: { required: true, content: jsonContent(respondTradeInputSchema) } },
    responses: {
      200: { description: 'The trade', content: jsonContent(tradeSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  const cancel = createRoute({
    tags: ['Trades'],
    middleware: [signedIn, once] as const,
    method: 'post',
    path: '/api/trades/{tradeId}/cancel',
    summary: 'The requester cancels a pending offer; cash on hold returns to their wallets',
    request: { params },
    responses: {
      200: { description: 'The trade', content: jsonContent(tradeSchema) },
      ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  const confirm = createRoute({
    tags: ['Trades'],
    middleware: [signedIn, once] as const,
    method: 'post',
    path: '/api/trades/{tradeId}/confirm',
    summary:
      'A party confirms the exchange of an accepted trade; once both have, it is completed and its cash paid ' +
      '(refused while a dispute is open)',
    request: { params },
    responses: {
      200: { description: 'The trade', content: jsonContent(tradeSchema) },
      ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  const counter = createRoute({
    tags: ['Trades'],
    middleware: [signedIn, once] as const,
    method: 'post',
    path: '/api/trades/{tradeId}/counter',
    summary:
      'The owner of a pending trade invitation answers it with a trade offer for one of the inviter’s items; ' +
      'the invitation becomes countered',
    request: { params, body: { required: true, content: jsonContent(counterTradeInputSchema) } },
    responses: {
      201: { description: 'The new pending offer', content: jsonContent(tradeSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  const messages = createRoute({
    tags: ['Trades'],
    middleware: [signedInToView] as const,
    method: 'get',
    path: '/api/trades/{tradeId}/messages',
    summary: `The trade's chat, oldest first (the newest ${TRADE_MESSAGES_LIMIT})`,
    request: { params },
    responses: {
      200: { description: 'Oldest first', content: jsonContent(tradeMessageListSchema) },
      ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  const send = createRoute({
    tags: ['Trades'],
    middleware: [signedIn] as const,
    method: 'post',
    path: '/api/trades/{tradeId}/messages',
    summary: 'Write in the trade chat (trimmed; blank is refused); published live to both parties',
    request: { params, body: { required: true, content: jsonContent(chatMessageInputSchema) } },
    responses: {
      201: { description: 'The message', content: jsonContent(tradeMessageSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  const typing = createRoute({
    tags: ['Trades'],
    middleware: [signedIn] as const,
    method: 'post',
    path: '/api/trades/{tradeId}/typing',
    summary: "Signal 'typing...' to the other party (nothing is stored)",
    request: { params },
    responses: {
      204: { description: 'Signalled' },
      ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(list, async (c) =>
      c.json(await service.listTrades(db, c.get('user').id, c.req.valid('query')), 200),
    )
    .openapi(reserved, async (c) => c.json(await service.reservedItems(db, c.get('user').id), 200))
    .openapi(get, async (c) =>
      c.json(await service.getTrade(deps, c.get('user').id, c.req.valid('param').tradeId), 200),
    )
    .openapi(create, async (c) =>
      c.json(await service.createTrade(deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(respond, async (c) =>
      c.json(
        await service.respondToTrade(
          deps,
          c.get('user').id,
          c.req.valid('param').tradeId,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(cancel, async (c) =>
      c.json(await service.cancelTrade(deps, c.get('user').id, c.req.valid('param').tradeId), 200),
    )
    .openapi(confirm, async (c) =>
      c.json(await service.confirmTrade(deps, c.get('user').id, c.req.valid('param').tradeId), 200),
    )
    .openapi(counter, async (c) =>
      c.json(
        await service.counterTrade(deps, c.get('user').id, c.req.valid('param').tradeId, c.req.valid('json')),
        201,
      ),
    )
    .openapi(messages, async (c) =>
      c.json(await service.listTradeMessages(deps, c.get('user').id, c.req.valid('param').tradeId), 200),
    )
    .openapi(send, async (c) =>
      c.json(
        await service.sendTradeMessage(
          deps,
          c.get('user').id,
          c.req.valid('param').tradeId,
          c.req.valid('json').content,
        ),
        201,
      ),
    )
    .openapi(typing, async (c) => {
      await service.tradeTyping(deps, c.get('user').id, c.req.valid('param').tradeId);
      return c.body(null, 204);
    });
}
