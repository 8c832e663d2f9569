import { createRoute } from '@hono/zod-openapi';
import {
  analysisResultSchema,
  analyzeItemRequestSchema,
  groupPhotosInputSchema,
  groupPhotosResultSchema,
} from '@swapyard/domain';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';
import type { AnalysisDeps } from './service.ts';
import { groupUploadedPhotos, type GroupingDeps } from './grouping.ts';

export function analysisRoutes(deps: AnalysisDeps & GroupingDeps & { auth: Auth }) {
  const analyzeItem = createRoute({
    method: 'post',
    path: '/api/analysis/item',
    tags: ['Analysis'],
    summary: "Suggest a listing's details and value from a title, or from a photo the caller uploaded",
    description:
      '`{ titleOnly: true, title, currentDescription? }` reanalyses a title (blank: 400 "Title required"); ' +
      '`{ photoId, title? }` reads one of your uploads (`id` from POST /api/media/item-photos).',
    middleware: [requireSession(deps.auth)] as const,
    request: {
      body: { content: jsonContent(analyzeItemRequestSchema), required: true },
    },
    responses: {
      200: { description: 'Suggestions', content: jsonContent(analysisResultSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED', 'UNAVAILABLE'),
    },
  });

  const groupPhotos = createRoute({
    method: 'post',
    path: '/api/analysis/grouping',
    tags: ['Analysis'],
    summary: "Sort a bulk upload's photos into one group per item",
    description:
      'The photos are your uploads (`id` from POST /api/media/item-photos), in the order picked, with when each ' +
      'was taken if known. Every photo comes back in exactly one group. 503 "Grouping failed" when the grouper ' +
      'fails: then treat each photo as its own item.',
    middleware: [requireSession(deps.auth)] as const,
    request: { body: { content: jsonContent(groupPhotosInputSchema), required: true } },
    responses: {
      200: { description: 'The groups', content: jsonContent(groupPhotosResultSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'UNAVAILABLE'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(analyzeItem, async (c) =>
      c.json(await service.analyzeItem(deps, c.get('user').id, c.req.valid('json')), 200),
    )
    .openapi(groupPhotos, async (c) =>
      c.json(await groupUploadedPhotos(deps, c.get('user').id, c.req.valid('json')), 200),
    );
}
