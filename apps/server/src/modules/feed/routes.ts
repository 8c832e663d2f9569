import { createRoute } from '@hono/zod-openapi';
import { feedPageSchema, feedQuerySchema, MAX_MATCH_SCORE } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import { sessionUserId, type Auth } from '../auth/index.ts';
import * as service from './service.ts';

export function feedRoutes(deps: { db: Db; auth: Auth }) {
  const { db, auth } = deps;

  const feed = createRoute({
    method: 'get',
    path: '/api/feed',
    tags: ['Feed'],
    summary:
      `The home feed: for a member, others' available public items ranked by a match score (0–${MAX_MATCH_SCORE}) with reasons, ` +
      'freshness and variety; for a visitor, fresh and varied. `category` narrows it to one upload category.',
    request: { query: feedQuerySchema },
    responses: {
      200: { description: 'One page in feed order', content: jsonContent(feedPageSchema) },
      ...errorResponses('VALIDATION_FAILED'),
    },
  });

  return createRouter().openapi(feed, async (c) =>
    c.json(
      await service.getFeed(db, await sessionUserId(auth, c.req.raw.headers), c.req.valid('query')),
      200,
    ),
  );
}
