import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import {
  createReviewInputSchema,
  myReviewsQuerySchema,
  reviewableTradeListSchema,
  reviewListSchema,
  reviewPageQuerySchema,
  reviewSchema,
  userReviewListSchema,
} from '../reviews.ts';

export const reviewsEndpoints = {
  create: endpoint({
    method: 'post',
    path: '/api/trades/{tradeId}/review',
    tags: ['Reviews'],
    summary: 'Review the other party of a completed trade (once per trade)',
    params: z.object({ tradeId: pathParam('tradeId') }),
    body: createReviewInputSchema,
    answers: { 201: { description: 'The review', schema: reviewSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  aboutUser: endpoint({
    method: 'get',
    path: '/api/users/{id}/reviews',
    tags: ['Reviews'],
    summary: 'Reviews about a member (id or username), newest first, with their average rating and count',
    params: z.object({ id: pathParam('id') }),
    query: reviewPageQuerySchema,
    answers: { 200: { description: 'Newest first', schema: userReviewListSchema } },
    errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  mine: endpoint({
    method: 'get',
    path: '/api/me/reviews',
    tags: ['Reviews'],
    summary:
      'Reviews the signed-in member gave (direction=given) or received (direction=received), newest first',
    query: myReviewsQuerySchema,
    answers: { 200: { description: 'Newest first', schema: reviewListSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
  reviewableTrades: endpoint({
    method: 'get',
    path: '/api/me/reviewable-trades',
    tags: ['Reviews'],
    summary: "The signed-in member's completed trades they have not reviewed yet",
    answers: { 200: { description: 'Most recently completed first', schema: reviewableTradeListSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
};
