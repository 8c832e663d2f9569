import { reviewsEndpoints as endpoints } from '@swapyard/domain/endpoints/reviews';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, sessionUserId, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function reviewsRoutes(deps: { db: Db; auth: Auth }) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.create, signedIn), async (c) => {
      const review = await service.createReview(
        db,
        c.get('user').id,
        c.req.valid('param').tradeId,
        c.req.valid('json'),
      );
      return c.json(review, 201);
    })
    .openapi(routeOf(endpoints.aboutUser), async (c) => {
      // Anyone may read public profiles' reviews; the viewer matters for friends-only and private ones.
      const viewerId = await sessionUserId(auth, c.req.raw.headers);
      return c.json(
        await service.listUserReviews(db, c.req.valid('param').id, viewerId, c.req.valid('query')),
        200,
      );
    })
    .openapi(routeOf(endpoints.mine, signedIn), async (c) =>
      c.json(await service.listMyReviews(db, c.get('user').id, c.req.valid('query')), 200),
    )
    .openapi(routeOf(endpoints.reviewableTrades, signedIn), async (c) =>
      c.json(await service.listReviewableTrades(db, c.get('user').id), 200),
    );
}
