import { settingsEndpoints as endpoints } from '@swapyard/domain/endpoints/settings';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function settingsRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.get, signedIn), async (c) =>
      c.json(await service.getSettings(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.update, signedIn), async (c) =>
      c.json(await service.updateSettings(db, c.get('user').id, c.req.valid('json')), 200),
    );
}
