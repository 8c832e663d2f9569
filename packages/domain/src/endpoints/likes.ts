import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import { likeStateSchema } from '../social.ts';

const likeEndpoint = <const M extends 'get' | 'put' | 'delete', const S extends string>(
  method: M,
  summary: S,
) =>
  endpoint({
    method,
    path: '/api/items/{id}/like',
    tags: ['Likes'],
    summary,
    params: z.object({ id: pathParam('id') }),
    answers: {
      200: { description: 'Whether the member likes the item, and its like count', schema: likeStateSchema },
    },
  });

export const likesEndpoints = {
  state: {
    ...likeEndpoint('get', 'Whether the signed-in member likes the item, and its like count'),
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
  like: {
    ...likeEndpoint('put', "Like another member's item (idempotent)"),
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'],
  },
  unlike: {
    ...likeEndpoint('delete', 'Unlike the item (idempotent)'),
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
} as const;
