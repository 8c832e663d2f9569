import { TRADE_MESSAGES } from '@swapyard/domain';
import { tradesEndpoints as endpoints } from '@swapyard/domain/endpoints/trades';
import { idempotent } from '../../platform/idempotency/index.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';
import type { TradesDeps } from './service.ts';

export function tradesRoutes(deps: TradesDeps & { auth: Auth }) {
  const { db } = deps;
  // The words for a visitor (docs/product/trades.md): reading trades needs a session to view them, anything else to
  // make them.
  const signedInToView = requireSession(deps.auth, TRADE_MESSAGES.signInToView);
  const signedIn = requireSession(deps.auth, TRADE_MESSAGES.signInRequired);
  // Offers hold money and acceptances move it: a repeated request is answered once (platform/idempotency).
  const once = idempotent(db);

  // /api/trades/reserved-items is registered before /api/trades/{tradeId}, which would otherwise take it.
  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.list, signedInToView), async (c) =>
      c.json(await service.listTrades(db, c.get('user').id, c.req.valid('query')), 200),
    )
    .openapi(routeOf(endpoints.reserved, signedInToView), async (c) =>
      c.json(await service.reservedItems(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.get, signedInToView), async (c) =>
      c.json(await service.getTrade(deps, c.get('user').id, c.req.valid('param').tradeId), 200),
    )
    .openapi(routeOf(endpoints.create, signedIn, once), async (c) =>
      c.json(await service.createTrade(deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(routeOf(endpoints.buy, signedIn, once), async (c) =>
      c.json(await service.buyNow(deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(routeOf(endpoints.sendLikerOffer, signedIn, once), async (c) =>
      c.json(await service.sendLikerOffer(deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(routeOf(endpoints.likerOffer, signedInToView), async (c) =>
      c.json(await service.likerOfferState(db, c.get('user').id, c.req.valid('param').itemId), 200),
    )
    .openapi(routeOf(endpoints.respond, signedIn, once), async (c) =>
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
    .openapi(routeOf(endpoints.cancel, signedIn, once), async (c) =>
      c.json(await service.cancelTrade(deps, c.get('user').id, c.req.valid('param').tradeId), 200),
    )
    .openapi(routeOf(endpoints.confirm, signedIn, once), async (c) =>
      c.json(await service.confirmTrade(deps, c.get('user').id, c.req.valid('param').tradeId), 200),
    )
    .openapi(routeOf(endpoints.counter, signedIn, once), async (c) =>
      c.json(
        await service.counterTrade(deps, c.get('user').id, c.req.valid('param').tradeId, c.req.valid('json')),
        201,
      ),
    )
    .openapi(routeOf(endpoints.counterOffer, signedIn, once), async (c) =>
      c.json(
        await service.counterOffer(deps, c.get('user').id, c.req.valid('param').tradeId, c.req.valid('json')),
        200,
      ),
    )
    .openapi(routeOf(endpoints.messages, signedInToView), async (c) =>
      c.json(await service.listTradeMessages(deps, c.get('user').id, c.req.valid('param').tradeId), 200),
    )
    .openapi(routeOf(endpoints.send, signedIn), async (c) =>
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
    .openapi(routeOf(endpoints.typing, signedIn), async (c) => {
      await service.tradeTyping(deps, c.get('user').id, c.req.valid('param').tradeId);
      return c.body(null, 204);
    });
}
