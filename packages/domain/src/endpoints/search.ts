import { endpoint } from '../endpoint.ts';
import {
  SEARCH_ITEMS_LIMIT,
  SEARCH_USERS_LIMIT,
  searchItemsResultSchema,
  searchQuerySchema,
  searchUsersResultSchema,
} from '../search.ts';
import {
  searchFacetsSchema,
  searchFiltersSchema,
  searchResultsQuerySchema,
  searchResultsSchema,
} from '../search-results.ts';

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
  results: endpoint({
    method: 'get',
    path: '/api/search/results',
    tags: ['Search'],
    summary:
      'The search results page: available public items matching the words and filters, in the chosen order, a page at a time',
    description:
      'Filters: category (with its sub-categories), size, condition and brand (comma-separated), price range in cents, distance from a place (`near`, or the signed-in member’s place; `radius` in km, default their own setting) and open to swap. A filter that makes no sense is refused naming it. Distances are rounded; coordinates are never answered.',
    query: searchResultsQuerySchema,
    answers: { 200: { description: 'A page of results', schema: searchResultsSchema } },
    errors: ['VALIDATION_FAILED'],
  }),
  facets: endpoint({
    method: 'get',
    path: '/api/search/facets',
    tags: ['Search'],
    summary: 'How many results each filter value would leave, the other filters as they are',
    query: searchFiltersSchema,
    answers: { 200: { description: 'Counts per filter value', schema: searchFacetsSchema } },
    errors: ['VALIDATION_FAILED'],
  }),
};
