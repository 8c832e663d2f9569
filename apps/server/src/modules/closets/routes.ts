import { closetsEndpoints as endpoints } from '@swapyard/domain/endpoints/closets';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { sessionUserId, type Auth } from '../auth/index.ts';
import * as service from './service.ts';

export function closetsRoutes(deps: { db: Db; auth: Auth }) {
  const { db, auth } = deps;

  return createRouter()
    .openapi(routeOf(endpoints.list), async (c) =>
      c.json(
        await service.listClosets(
          db,
          c.req.valid('param').userId,
          await sessionUserId(auth, c.req.raw.headers),
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.items), async (c) => {
      const { userId } = c.req.valid('param');
      const viewer = await sessionUserId(auth, c.req.raw.headers);
      return c.json(await service.listClosetItems(db, userId, viewer, c.req.valid('query')), 200);
    });
}
