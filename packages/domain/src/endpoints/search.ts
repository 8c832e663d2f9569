import { endpoint } from '../endpoint.ts';
import {
  SEARCH_ITEMS_LIMIT,
  SEARCH_USERS_LIMIT,
  searchItemsResultSchema,
  searchQuerySchema,
  searchUsersResultSchema,
} from '../search.ts';

// Visitors may search: users and items found here are what anyone may already browse.
export const searchEndpoints = {
  users: endpoint({
    method: 'get',
    path: '/api/search/users',
    tags: ['Search'],
    summary: `Members by username, full name or bio (public profiles only), best match first, at most ${SEARCH_USERS_LIMIT}`,
    query: searchQuerySchema,
    answers: { 200: { description: 'Matching members', schema: searchUsersResultSchema } },
    errors: ['VALIDATION_FAILED'],
  }),
  items: endpoint({
    method: 'get',
    path: '/api/search/items',
    tags: ['Search'],
    summary: `Available public items by title, brand, category or description, best match first, at most ${SEARCH_ITEMS_LIMIT}`,
    query: searchQuerySchema,
    answers: { 200: { description: 'Matching items', schema: searchItemsResultSchema } },
    errors: ['VALIDATION_FAILED'],
  }),
};
