import { viewsEndpoints } from '@swapyard/domain/endpoints/views';
import type { Context } from 'hono';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { sessionUserId, type Auth } from '../auth/index.ts';
import * as service from './service.ts';

export function viewsRoutes(deps: {
  db: Db;
  auth: Auth;
  /** The server secret the visitor hashes are keyed with. */
  secret: string;
  clientIp: (c: Context) => string;
}) {
  return createRouter().openapi(routeOf(viewsEndpoints.record), async (c) => {
    const memberId = await sessionUserId(deps.auth, c.req.raw.headers);
    const viewer: service.Viewer = memberId ? { memberId } : { ip: deps.clientIp(c) };
    return c.json(await service.recordView(deps, c.req.valid('param').id, viewer), 200);
  });
}
