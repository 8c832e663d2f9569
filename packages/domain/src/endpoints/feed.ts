import { endpoint } from '../endpoint.ts';
import { feedPageSchema, feedQuerySchema, MAX_MATCH_SCORE } from '../feed.ts';

export const feedEndpoints = {
  get: endpoint({
    method: 'get',
    path: '/api/feed',
    tags: ['Feed'],
    summary:
      `The home feed: for a member, others' available public items ranked by a match score (0–${MAX_MATCH_SCORE}) with reasons, ` +
      'freshness and variety; for a visitor, fresh and varied. `category` narrows it to one upload category.',
    query: feedQuerySchema,
    answers: { 200: { description: 'One page in feed order', schema: feedPageSchema } },
    errors: ['VALIDATION_FAILED'],
  }),
};
