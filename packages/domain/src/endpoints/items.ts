import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import {
  createItemInputSchema,
  itemListQuerySchema,
  itemListSchema,
  itemPageQuerySchema,
  itemSchema,
  updateItemInputSchema,
} from '../items.ts';

const idParams = z.object({ id: pathParam('id') });
const newestFirst = { 200: { description: 'Newest first', schema: itemListSchema } } as const;

export const itemsEndpoints = {
  listPublic: endpoint({
    method: 'get',
    path: '/api/items',
    tags: ['Items'],
    summary:
      "Available public items of every member, newest first, with their owner (with `userId`: 403 when that member's profile visibility excludes the reader)",
    query: itemListQuerySchema,
    answers: newestFirst,
    errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
  }),
  listMine: endpoint({
    method: 'get',
    path: '/api/items/mine',
    tags: ['Items'],
    summary: "The signed-in member's items, whatever their status or visibility, newest first",
    query: itemPageQuerySchema,
    answers: newestFirst,
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
  listMember: endpoint({
    method: 'get',
    path: '/api/users/{userId}/items',
    tags: ['Items'],
    summary:
      "A member's closet as others see it: their available public items, newest first (403 when their profile visibility excludes the reader)",
    params: z.object({ userId: pathParam('userId') }),
    query: itemPageQuerySchema,
    answers: newestFirst,
    errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
  }),
  get: endpoint({
    method: 'get',
    path: '/api/items/{id}',
    tags: ['Items'],
    summary: 'One item: public ones to anyone, private and live-only ones to their owner',
    params: idParams,
    answers: { 200: { description: 'The item', schema: itemSchema } },
    errors: ['NOT_FOUND'],
  }),
  create: endpoint({
    method: 'post',
    path: '/api/items',
    tags: ['Items'],
    summary: 'List an item; the signed-in member is its owner',
    body: createItemInputSchema,
    answers: { 201: { description: 'Created', schema: itemSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
  update: endpoint({
    method: 'patch',
    path: '/api/items/{id}',
    tags: ['Items'],
    summary: 'Change an item (its owner, or an admin)',
    params: idParams,
    body: updateItemInputSchema,
    answers: { 200: { description: 'The item after the change', schema: itemSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/items/{id}',
    tags: ['Items'],
    summary: 'Delete an item and its photos (its owner, or an admin)',
    params: idParams,
    answers: { 204: { description: 'Deleted' } },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
};
