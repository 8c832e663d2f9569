import { createRoute } from '@hono/zod-openapi';
import {
  searchItemsResultSchema,
  searchQuerySchema,
  searchUsersResultSchema,
  SEARCH_USERS_LIMIT,
  SEARCH_ITEMS_LIMIT,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import * as service from './service.ts';

// Visitors may search: users and items found here are what anyone may already browse.
const searchUsers = createRoute({
  method: 'get',
  path: '/api/search/users',
  tags: ['Search'],
  summary: `Members by username, full name or bio (public profiles only), best match first, at most ${SEARCH_USERS_LIMIT}`,
  request: { query: searchQuerySchema },
  responses: {
    200: { description: 'Matching members', content: jsonContent(searchUsersResultSchema) },
    ...errorResponses('VALIDATION_FAILED'),
  },
});

const searchItems = createRoute({
  method: 'get',
  path: '/api/search/items',
  tags: ['Search'],
  summary: `Available public items by title, brand, category or description, best match first, at most ${SEARCH_ITEMS_LIMIT}`,
  request: { query: searchQuerySchema },
  responses: {
    200: { description: 'Matching items', content: jsonContent(searchItemsResultSchema) },
    ...errorResponses('VALIDATION_FAILED'),
  },
});

export function searchRoutes(deps: { db: Db }) {
  const { db } = deps;
  return createRouter()
    .openapi(searchUsers, async (c) => c.json(await service.searchUsers(db, c.req.valid('query').q), 200))
    .openapi(searchItems, async (c) => c.json(await service.searchItems(db, c.req.valid('query').q), 200));
}
