import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import {
  MAX_SAVED_SEARCHES,
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from '../saved-searches.ts';

const byId = { params: z.object({ id: pathParam('id') }) };

// A member's own saved searches: only they read or change them.
export const savedSearchesEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/saved-searches',
    tags: ['Saved searches'],
    summary:
      "The signed-in member's saved searches, newest first, each with how many listings are new since last opened",
    answers: { 200: { description: 'Newest first', schema: savedSearchListSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  create: endpoint({
    method: 'post',
    path: '/api/saved-searches',
    tags: ['Saved searches'],
    summary: `Save a results page's query and filters under a name (at most ${MAX_SAVED_SEARCHES})`,
    body: savedSearchInputSchema,
    answers: { 201: { description: 'Saved', schema: savedSearchSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT'],
  }),
  update: endpoint({
    method: 'patch',
    path: '/api/saved-searches/{id}',
    tags: ['Saved searches'],
    summary: 'Rename a saved search, change its filters, or turn its alerts on or off',
    ...byId,
    body: savedSearchUpdateSchema,
    answers: { 200: { description: 'Changed', schema: savedSearchSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/saved-searches/{id}',
    tags: ['Saved searches'],
    summary: 'Delete a saved search',
    ...byId,
    answers: { 204: { description: 'Deleted' } },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  opened: endpoint({
    method: 'post',
    path: '/api/saved-searches/{id}/opened',
    tags: ['Saved searches'],
    summary: 'Mark a saved search opened now: its new matches count from here',
    ...byId,
    answers: { 200: { description: 'Opened', schema: savedSearchSchema } },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
} as const;
