import { TRADE_MESSAGES } from '@swapyard/domain';
import { bundlesEndpoints as endpoints } from '@swapyard/domain/endpoints/bundles';
import { idempotent } from '../../platform/idempotency/index.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';
import type { TradesDeps } from './service.ts';

/** Bundles (docs/product/trades.md, "Bundles"): the buyer's own; a seller's discounts are public. */
export function bundlesRoutes(deps: TradesDeps & { auth: Auth }) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth, TRADE_MESSAGES.signInRequired);
  // Buying and offering hold money: a repeated request is answered once.
  const once = idempotent(db);
  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.list, signedIn), async (c) =>
      c.json(await service.listBundles(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.add, signedIn), async (c) =>
      c.json(await service.addToBundle(db, c.get('user').id, c.req.valid('json').itemId), 200),
    )
    .openapi(routeOf(endpoints.remove, signedIn), async (c) =>
      c.json(await service.removeFromBundle(db, c.get('user').id, c.req.valid('param').itemId), 200),
    )
    .openapi(routeOf(endpoints.buy, signedIn, once), async (c) =>
      c.json(await service.buyBundle(deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(routeOf(endpoints.offer, signedIn, once), async (c) =>
      c.json(await service.offerForBundle(deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(routeOf(endpoints.discounts), async (c) =>
      c.json(await service.sellerDiscounts(db, c.req.valid('param').sellerId), 200),
    )
    .openapi(routeOf(endpoints.setDiscounts, signedIn), async (c) =>
      c.json(await service.setDiscounts(db, c.get('user').id, c.req.valid('json')), 200),
    );
}
