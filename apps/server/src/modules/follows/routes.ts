import { createRoute, z } from '@hono/zod-openapi';
import { followListSchema, followStateSchema, profileMessages } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, sessionUserId, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const params = z.object({
  id: pathParam('id', 'A UUID or a username (any case)'),
});

export function followsRoutes(deps: { db: Db; auth: Auth }) {
  const { db, auth } = deps;
  // Following requires sign-in ('Authentication required'; docs/product/social.md, "Follows").
  const signedIn = requireSession(auth, profileMessages.followSignIn);

  const change = (method: 'put' | 'delete', summary: string) =>
    createRoute({
      method,
      path: '/api/users/{id}/follow',
      tags: ['Follows'],
      summary,
      middleware: [signedIn] as const,
      request: { params },
      responses: {
        200: {
          description: 'Whether the viewer follows the member now, and their follower count',
          content: jsonContent(followStateSchema),
        },
        ...errorResponses('BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'),
      },
    });
  const list = (which: 'followers' | 'following', summary: string) =>
    createRoute({
      method: 'get',
      path: `/api/users/{id}/${which}`,
      tags: ['Follows'],
      summary,
      request: { params },
      responses: {
        200: { description: 'Newest first', content: jsonContent(followListSchema) },
        ...errorResponses('FORBIDDEN', 'NOT_FOUND'),
      },
    });

  return createRouter<AuthedEnv>()
    .openapi(change('put', 'Follow a member (idempotent; not yourself)'), async (c) =>
      c.json(await service.follow(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(change('delete', 'Unfollow a member (idempotent)'), async (c) =>
      c.json(await service.unfollow(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(list('followers', "Who follows the member (under the profile's visibility)"), async (c) =>
      c.json(
        await service.listConnections(
          db,
          c.req.valid('param').id,
          await sessionUserId(auth, c.req.raw.headers),
          'followers',
        ),
        200,
      ),
    )
    .openapi(list('following', "Whom the member follows (under the profile's visibility)"), async (c) =>
      c.json(
        await service.listConnections(
          db,
          c.req.valid('param').id,
          await sessionUserId(auth, c.req.raw.headers),
          'following',
        ),
        200,
      ),
    );
}
