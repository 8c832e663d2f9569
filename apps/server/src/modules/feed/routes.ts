import { feedEndpoints } from '@swapyard/domain/endpoints/feed';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { sessionUserId, type Auth } from '../auth/index.ts';
import * as service from './service.ts';

export function feedRoutes(deps: { db: Db; auth: Auth }) {
  const { db, auth } = deps;
  return createRouter().openapi(routeOf(feedEndpoints.get), async (c) =>
    c.json(
      await service.getFeed(db, await sessionUserId(auth, c.req.raw.headers), c.req.valid('query')),
      200,
    ),
  );
}
