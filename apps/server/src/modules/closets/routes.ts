import { createRoute, z } from '@hono/zod-openapi';
import { closetItemsQuerySchema, closetListSchema, itemListSchema } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { sessionUserId, type Auth } from '../auth/index.ts';
import * as service from './service.ts';

const userParams = z.object({ userId: pathParam('userId') });

export function closetsRoutes(deps: { db: Db; auth: Auth }) {
  const { db, auth } = deps;

  const list = createRoute({
    method: 'get',
    path: '/api/users/{userId}/closets',
    tags: ['Closets'],
    summary:
      "A member's closets (one per item category) with the count and total value of the items the reader may see, most items first",
    request: { params: userParams },
    responses: {
      200: { description: 'Most items first', content: jsonContent(closetListSchema) },
      ...errorResponses('FORBIDDEN', 'NOT_FOUND'),
    },
  });

  const closetItems = createRoute({
    method: 'get',
    path: '/api/users/{userId}/closet-items',
    tags: ['Closets'],
    summary:
      "A member's closet items in the chosen order: all of them to the owner (who may filter by status), available public ones to others",
    request: { params: userParams, query: closetItemsQuerySchema },
    responses: {
      200: { description: 'One page in the chosen order', content: jsonContent(itemListSchema) },
      ...errorResponses('VALIDATION_FAILED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });

  return createRouter()
    .openapi(list, async (c) =>
      c.json(
        await service.listClosets(
          db,
          c.req.valid('param').userId,
          await sessionUserId(auth, c.req.raw.headers),
        ),
        200,
      ),
    )
    .openapi(closetItems, async (c) => {
      const { userId } = c.req.valid('param');
      const viewer = await sessionUserId(auth, c.req.raw.headers);
      return c.json(await service.listClosetItems(db, userId, viewer, c.req.valid('query')), 200);
    });
}
