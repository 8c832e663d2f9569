import { searchEndpoints } from '@swapyard/domain/endpoints/search';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { sessionUserId, type Auth } from '../auth/index.ts';
import { searchFacets } from './facets.ts';
import { searchResults } from './results.ts';
import * as service from './service.ts';

export function searchRoutes(deps: { db: Db; auth: Auth }) {
  const { db, auth } = deps;
  return (
    createRouter()
      .openapi(routeOf(searchEndpoints.users), async (c) =>
        c.json(await service.searchUsers(db, c.req.valid('query').q), 200),
      )
      .openapi(routeOf(searchEndpoints.items), async (c) =>
        c.json(await service.searchItems(db, c.req.valid('query').q), 200),
      )
      // Signed in, distances are from the member's own place by default.
      .openapi(routeOf(searchEndpoints.results), async (c) =>
        c.json(
          await searchResults(db, await sessionUserId(auth, c.req.raw.headers), c.req.valid('query')),
          200,
        ),
      )
      .openapi(routeOf(searchEndpoints.facets), async (c) =>
        c.json(
          await searchFacets(db, await sessionUserId(auth, c.req.raw.headers), c.req.valid('query')),
          200,
        ),
      )
  );
}
