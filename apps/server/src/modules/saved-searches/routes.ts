import { savedSearchesEndpoints as endpoints } from '@swapyard/domain/endpoints/saved-searches';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function savedSearchesRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth);
  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.list, signedIn), async (c) =>
      c.json(await service.listSavedSearches(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.create, signedIn), async (c) =>
      c.json(await service.createSavedSearch(db, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(routeOf(endpoints.update, signedIn), async (c) =>
      c.json(
        await service.updateSavedSearch(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(routeOf(endpoints.opened, signedIn), async (c) =>
      c.json(await service.markSavedSearchOpened(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.remove, signedIn), async (c) => {
      await service.deleteSavedSearch(db, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
