import { profileMessages } from '@swapyard/domain';
import { followsEndpoints as endpoints } from '@swapyard/domain/endpoints/follows';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, sessionUserId, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function followsRoutes(deps: { db: Db; auth: Auth }) {
  const { db, auth } = deps;
  // Following requires sign-in ('Authentication required'; docs/product/social.md, "Follows").
  const signedIn = requireSession(auth, profileMessages.followSignIn);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.follow, signedIn), async (c) =>
      c.json(await service.follow(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.unfollow, signedIn), async (c) =>
      c.json(await service.unfollow(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.followers), async (c) =>
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
    .openapi(routeOf(endpoints.following), async (c) =>
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
