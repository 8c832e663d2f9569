import { itemsEndpoints as endpoints } from '@swapyard/domain/endpoints/items';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, sessionUserId, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';
import type { ItemsDeps } from './service.ts';

export function itemsRoutes(deps: ItemsDeps & { auth: Auth }) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);

  // /api/items/mine is registered before /api/items/{id}, which would otherwise take it.
  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.listPublic), async (c) => {
      const viewer = () => sessionUserId(auth, c.req.raw.headers);
      return c.json(await service.listPublicItems(db, c.req.valid('query'), viewer), 200);
    })
    .openapi(routeOf(endpoints.listMine, signedIn), async (c) =>
      c.json(await service.listOwnItems(db, c.get('user').id, c.req.valid('query')), 200),
    )
    .openapi(routeOf(endpoints.listMember), async (c) => {
      const { userId } = c.req.valid('param');
      const viewer = await sessionUserId(auth, c.req.raw.headers);
      return c.json(await service.listMemberItems(db, userId, viewer, c.req.valid('query')), 200);
    })
    .openapi(routeOf(endpoints.get), async (c) =>
      c.json(
        await service.getItem(db, c.req.valid('param').id, () => sessionUserId(auth, c.req.raw.headers)),
        200,
      ),
    )
    .openapi(routeOf(endpoints.create, signedIn), async (c) =>
      c.json(await service.createItem(deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(routeOf(endpoints.update, signedIn), async (c) => {
      const { id } = c.req.valid('param');
      const item = await service.updateItem(deps, c.get('user').id, id, c.req.valid('json'), c.get('logger'));
      return c.json(item, 200);
    })
    .openapi(routeOf(endpoints.remove, signedIn), async (c) => {
      await service.deleteItem(deps, c.get('user').id, c.req.valid('param').id, c.get('logger'));
      return c.body(null, 204);
    });
}
