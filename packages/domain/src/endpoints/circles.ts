import { z } from 'zod';
import {
  acceptCircleInputSchema,
  MAX_WANTS,
  swapCircleListSchema,
  swapCircleSchema,
  swapPreferencesSchema,
  wantListSchema,
  wantStateSchema,
} from '../circles.ts';
import { endpoint, pathParam } from '../endpoint.ts';

const idParams = z.object({ id: pathParam('id') });
const theCircle = { 200: { description: 'The circle', schema: swapCircleSchema } } as const;
const thePreferences = { 200: { description: 'The preferences', schema: swapPreferencesSchema } } as const;

const wantEndpoint = <const M extends 'put' | 'delete', const S extends string>(method: M, summary: S) =>
  endpoint({
    method,
    path: '/api/items/{id}/want',
    tags: ['Swap circles'],
    summary,
    params: idParams,
    answers: { 200: { description: 'Whether the member wants the item now', schema: wantStateSchema } },
  });

/** Swap circles (docs/product/swap-circles.md): wants, and the circles proposed to the member. */
export const circlesEndpoints = {
  want: {
    ...wantEndpoint('put', `Want another member's available item (idempotent; at most ${MAX_WANTS} wants)`),
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  },
  unwant: {
    ...wantEndpoint('delete', 'Stop wanting the item (idempotent)'),
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  },
  myWants: endpoint({
    method: 'get',
    path: '/api/me/wants',
    tags: ['Swap circles'],
    summary: "The signed-in member's wants they may still see, newest first",
    answers: { 200: { description: 'The wants', schema: wantListSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  list: endpoint({
    method: 'get',
    path: '/api/circles',
    tags: ['Swap circles'],
    summary: "The signed-in member's proposed swap circles, soonest to expire first",
    answers: { 200: { description: 'The circles', schema: swapCircleListSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  accept: endpoint({
    method: 'post',
    path: '/api/circles/{id}/accept',
    tags: ['Swap circles'],
    summary:
      'A member accepts a proposed circle: their item is reserved and the cash they pay held; the last ' +
      'acceptance makes every leg an accepted trade',
    params: idParams,
    body: acceptCircleInputSchema,
    bodyOptional: true,
    answers: theCircle,
    errors: ['VALIDATION_FAILED', 'BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  }),
  decline: endpoint({
    method: 'post',
    path: '/api/circles/{id}/decline',
    tags: ['Swap circles'],
    summary:
      'A member declines a proposed circle: it closes for everyone, holds released, never proposed again',
    params: idParams,
    answers: theCircle,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  }),
  preferences: endpoint({
    method: 'get',
    path: '/api/me/swap-preferences',
    tags: ['Swap circles'],
    summary: "The signed-in member's swap circle preferences (the default until they choose)",
    answers: thePreferences,
    errors: ['UNAUTHENTICATED'],
  }),
  savePreferences: endpoint({
    method: 'put',
    path: '/api/me/swap-preferences',
    tags: ['Swap circles'],
    summary: 'Save the cash limit: the most the member pays to balance a circle, in percent of their item',
    body: swapPreferencesSchema,
    answers: thePreferences,
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
} as const;
