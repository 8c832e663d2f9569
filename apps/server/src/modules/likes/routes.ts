import { LIKE_ITEM_SIGN_IN_MESSAGE } from '@swapyard/domain';
import { likesEndpoints } from '@swapyard/domain/endpoints/likes';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function likesRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  // docs/product/social.md, "Likes": 'Please log in to like items'.
  const signedIn = requireSession(deps.auth, LIKE_ITEM_SIGN_IN_MESSAGE);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(likesEndpoints.state, signedIn), async (c) =>
      c.json(await service.getLikeState(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(likesEndpoints.like, signedIn), async (c) =>
      c.json(await service.likeItem(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(likesEndpoints.unlike, signedIn), async (c) =>
      c.json(await service.unlikeItem(db, c.get('user').id, c.req.valid('param').id), 200),
    );
}
