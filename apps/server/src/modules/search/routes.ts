import { searchEndpoints } from '@swapyard/domain/endpoints/search';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import * as service from './service.ts';

export function searchRoutes(deps: { db: Db }) {
  const { db } = deps;
  return createRouter()
    .openapi(routeOf(searchEndpoints.users), async (c) =>
      c.json(await service.searchUsers(db, c.req.valid('query').q), 200),
    )
    .openapi(routeOf(searchEndpoints.items), async (c) =>
      c.json(await service.searchItems(db, c.req.valid('query').q), 200),
    );
}
