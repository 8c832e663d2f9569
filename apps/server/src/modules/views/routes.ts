import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { viewCountSchema } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { sessionUserId, type Auth } from '../auth/index.ts';
import * as service from './service.ts';

const idParams = z.object({ id: pathParam('id') });

export function viewsRoutes(deps: {
  db: Db;
  auth: Auth;
  /** The server secret the visitor hashes are keyed with. */
  secret: string;
  clientIp: (c: Context) => string;
}) {
  const record = createRoute({
    method: 'post',
    path: '/api/items/{id}/views',
    tags: ['Views'],
    summary:
      'Record a view of the item (the item page calls it once per visit): counted once per viewer and day, ' +
      "never for the owner's own views; answers the view count",
    request: { params: idParams },
    responses: {
      200: { description: 'The view count after this view', content: jsonContent(viewCountSchema) },
      ...errorResponses('NOT_FOUND'),
    },
  });

  return createRouter().openapi(record, async (c) => {
    const memberId = await sessionUserId(deps.auth, c.req.raw.headers);
    const viewer: service.Viewer = memberId ? { memberId } : { ip: deps.clientIp(c) };
    return c.json(await service.recordView(deps, c.req.valid('param').id, viewer), 200);
  });
}
