import { createRoute, z } from '@hono/zod-openapi';
import {
  createReviewInputSchema,
  myReviewsQuerySchema,
  reviewableTradeListSchema,
  reviewListSchema,
  reviewPageQuerySchema,
  reviewSchema,
  userReviewListSchema,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, sessionUserId, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const idParams = z.object({ id: pathParam('id') });

export function reviewsRoutes(deps: { db: Db; auth: Auth }) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);

  const create = createRoute({
    method: 'post',
    path: '/api/trades/{tradeId}/review',
    tags: ['Reviews'],
    summary: 'Review the other party of a completed trade (once per trade)',
    middleware: [signedIn] as const,
    request: {
      params: z.object({ tradeId: pathParam('tradeId') }),
      body: { content: jsonContent(createReviewInputSchema), required: true },
    },
    responses: {
      201: { description: 'The review', content: jsonContent(reviewSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  const aboutUser = createRoute({
    method: 'get',
    path: '/api/users/{id}/reviews',
    tags: ['Reviews'],
    summary: 'Reviews about a member (id or username), newest first, with their average rating and count',
    request: { params: idParams, query: reviewPageQuerySchema },
    responses: {
      200: { description: 'Newest first', content: jsonContent(userReviewListSchema) },
      ...errorResponses('VALIDATION_FAILED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });

  const mine = createRoute({
    method: 'get',
    path: '/api/me/reviews',
    tags: ['Reviews'],
    summary:
      'Reviews the signed-in member gave (direction=given) or received (direction=received), newest first',
    middleware: [signedIn] as const,
    request: { query: myReviewsQuerySchema },
    responses: {
      200: { description: 'Newest first', content: jsonContent(reviewListSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED'),
    },
  });

  const reviewable = createRoute({
    method: 'get',
    path: '/api/me/reviewable-trades',
    tags: ['Reviews'],
    summary: "The signed-in member's completed trades they have not reviewed yet",
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'Most recently completed first', content: jsonContent(reviewableTradeListSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(create, async (c) => {
      const review = await service.createReview(
        db,
        c.get('user').id,
        c.req.valid('param').tradeId,
        c.req.valid('json'),
      );
      return c.json(review, 201);
    })
    .openapi(aboutUser, async (c) => {
      // Anyone may read public profiles' reviews; the viewer matters for friends-only and private ones.
      const viewerId = await sessionUserId(auth, c.req.raw.headers);
      return c.json(
        await service.listUserReviews(db, c.req.valid('param').id, viewerId, c.req.valid('query')),
        200,
      );
    })
    .openapi(mine, async (c) =>
      c.json(await service.listMyReviews(db, c.get('user').id, c.req.valid('query')), 200),
    )
    .openapi(reviewable, async (c) => c.json(await service.listReviewableTrades(db, c.get('user').id), 200));
}
