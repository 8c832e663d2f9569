import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import { savedItemListQuerySchema, savedItemListSchema, savedStateSchema } from '../saved-items.ts';

const savedEndpoint = <const M extends 'get' | 'put' | 'delete', const S extends string>(
  method: M,
  summary: S,
) =>
  endpoint({
    method,
    path: '/api/items/{id}/saved',
    tags: ['Saved items'],
    summary,
    params: z.object({ id: pathParam('id') }),
    answers: { 200: { description: 'Whether the item is saved', schema: savedStateSchema } },
  });

export const savedItemsEndpoints = {
  state: {
    ...savedEndpoint('get', 'Whether the signed-in member has saved the item'),
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
  save: {
    ...savedEndpoint('put', "Save another member's item (idempotent)"),
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'],
  },
  unsave: {
    ...savedEndpoint('delete', 'Unsave the item (idempotent)'),
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
  list: endpoint({
    method: 'get',
    path: '/api/me/saved-items',
    tags: ['Saved items'],
    summary:
      "The signed-in member's saved items they may still see, newest saved first; q searches title and description",
    query: savedItemListQuerySchema,
    answers: { 200: { description: 'Newest saved first', schema: savedItemListSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
} as const;
