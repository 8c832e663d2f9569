import { createRoute, z } from '@hono/zod-openapi';
import { LIKE_ITEM_SIGN_IN_MESSAGE, likeStateSchema } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const idParams = z.object({ id: pathParam('id') });

export function likesRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  // docs/product/social.md, "Likes": 'Please log in to like items'.
  const signedIn = requireSession(deps.auth, LIKE_ITEM_SIGN_IN_MESSAGE);

  const route = (
    method: 'get' | 'put' | 'delete',
    summary: string,
    errors: Parameters<typeof errorResponses>,
  ) =>
    createRoute({
      method,
      path: '/api/items/{id}/like',
      tags: ['Likes'],
      summary,
      middleware: [signedIn] as const,
      request: { params: idParams },
      responses: {
        200: {
          description: 'Whether the member likes the item, and its like count',
          content: jsonContent(likeStateSchema),
        },
        ...errorResponses(...errors),
      },
    });

  const getState = route('get', 'Whether the signed-in member likes the item, and its like count', [
    'UNAUTHENTICATED',
    'NOT_FOUND',
  ]);
  const like = route('put', "Like another member's item (idempotent)", [
    'BAD_REQUEST',
    'UNAUTHENTICATED',
    'NOT_FOUND',
  ]);
  const unlike = route('delete', 'Unlike the item (idempotent)', ['UNAUTHENTICATED', 'NOT_FOUND']);

  return createRouter<AuthedEnv>()
    .openapi(getState, async (c) =>
      c.json(await service.getLikeState(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(like, async (c) =>
      c.json(await service.likeItem(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(unlike, async (c) =>
      c.json(await service.unlikeItem(db, c.get('user').id, c.req.valid('param').id), 200),
    );
}
