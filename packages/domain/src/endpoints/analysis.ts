import { analysisResultSchema, analyzeItemRequestSchema } from '../analysis.ts';
import { groupPhotosInputSchema, groupPhotosResultSchema } from '../bulk-upload.ts';
import { endpoint } from '../endpoint.ts';

export const analysisEndpoints = {
  analyzeItem: endpoint({
    method: 'post',
    path: '/api/analysis/item',
    tags: ['Analysis'],
    summary: "Suggest a listing's details and value from a title, or from a photo the caller uploaded",
    description:
      '`{ titleOnly: true, title, currentDescription? }` reanalyses a title (blank: 400 "Title required"); ' +
      '`{ photoId, title? }` reads one of your uploads (`id` from POST /api/media/item-photos).',
    body: analyzeItemRequestSchema,
    answers: { 200: { description: 'Suggestions', schema: analysisResultSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED', 'UNAVAILABLE'],
  }),
  groupPhotos: endpoint({
    method: 'post',
    path: '/api/analysis/grouping',
    tags: ['Analysis'],
    summary: "Sort a bulk upload's photos into one group per item",
    description:
      'The photos are your uploads (`id` from POST /api/media/item-photos), in the order picked, with when each ' +
      'was taken if known. Every photo comes back in exactly one group. 503 "Grouping failed" when the grouper ' +
      'fails: then treat each photo as its own item.',
    body: groupPhotosInputSchema,
    answers: { 200: { description: 'The groups', schema: groupPhotosResultSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'UNAVAILABLE'],
  }),
};
