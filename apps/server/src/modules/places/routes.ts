import { placesEndpoints } from '@swapyard/domain/endpoints/places';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import * as service from './service.ts';

export function placesRoutes(deps: { db: Db }) {
  return createRouter().openapi(routeOf(placesEndpoints.search), async (c) =>
    c.json(await service.searchPlaces(deps.db, c.req.valid('query').q), 200),
  );
}
