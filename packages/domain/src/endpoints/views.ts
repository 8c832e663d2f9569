import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import { viewCountSchema } from '../social.ts';

export const viewsEndpoints = {
  record: endpoint({
    method: 'post',
    path: '/api/items/{id}/views',
    tags: ['Views'],
    summary:
      'Record a view of the item (the item page calls it once per visit): counted once per viewer and day, ' +
      "never for the owner's own views; answers the view count",
    params: z.object({ id: pathParam('id') }),
    answers: { 200: { description: 'The view count after this view', schema: viewCountSchema } },
    errors: ['NOT_FOUND'],
  }),
};
