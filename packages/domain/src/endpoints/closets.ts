import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import { closetItemsQuerySchema, closetListSchema } from '../closets.ts';
import { itemListSchema } from '../items.ts';

const userParams = z.object({ userId: pathParam('userId') });

export const closetsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/users/{userId}/closets',
    tags: ['Closets'],
    summary:
      "A member's closets (one per item category) with the count and total value of the items the reader may see, most items first",
    params: userParams,
    answers: { 200: { description: 'Most items first', schema: closetListSchema } },
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
  items: endpoint({
    method: 'get',
    path: '/api/users/{userId}/closet-items',
    tags: ['Closets'],
    summary:
      "A member's closet items in the chosen order: all of them to the owner (who may filter by status), available public ones to others",
    params: userParams,
    query: closetItemsQuerySchema,
    answers: { 200: { description: 'One page in the chosen order', schema: itemListSchema } },
    errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
};
