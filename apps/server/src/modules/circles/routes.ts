import { createRoute, z } from '@hono/zod-openapi';
import {
  acceptCircleInputSchema,
  swapCircleListSchema,
  swapCircleSchema,
  swapPreferencesSchema,
  WANT_TEXTS,
  wantListSchema,
  wantStateSchema,
  MAX_WANTS,
} from '@swapyard/domain';
import { idempotent } from '../../platform/idempotency/index.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import type { CirclesDeps } from './common.ts';
import { getSwapPreferences, saveSwapPreferences } from './preferences.ts';
import { acceptCircle, declineCircle } from './proposals.ts';
import { listCircles } from './view.ts';
import * as wants from './wants.ts';

const idParams = z.object({ id: pathParam('id') });

/** Swap circles (docs/product/swap-circles.md): wants, and the circles proposed to the member. */
export function circlesRoutes(deps: CirclesDeps & { auth: Auth }) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth, WANT_TEXTS.signIn);
  // Accepting holds money: a repeated request is answered once (platform/idempotency).
  const once = idempotent(db);

  const wantRoute = (method: 'put' | 'delete', summary: string, errors: Parameters<typeof errorResponses>) =>
    createRoute({
      method,
      path: '/api/items/{id}/want',
      tags: ['Swap circles'],
      summary,
      middleware: [signedIn] as const,
      request: { params: idParams },
      responses: {
        200: { description: 'Whether the member wants the item now', content: jsonContent(wantStateSchema) },
        ...errorResponses(...errors),
      },
    });
  const want = wantRoute(
    'put',
    `Want another member's available item (idempotent; at most ${MAX_WANTS} wants)`,
    ['BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  );
  const unwant = wantRoute('delete', 'Stop wanting the item (idempotent)', ['UNAUTHENTICATED', 'NOT_FOUND']);
  const myWants = createRoute({
    method: 'get',
    path: '/api/me/wants',
    tags: ['Swap circles'],
    summary: "The signed-in member's wants they may still see, newest first",
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'The wants', content: jsonContent(wantListSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });
  const circles = createRoute({
    method: 'get',
    path: '/api/circles',
    tags: ['Swap circles'],
    summary: "The signed-in member's proposed swap circles, soonest to expire first",
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'The circles', content: jsonContent(swapCircleListSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });
  const accept = createRoute({
    method: 'post',
    path: '/api/circles/{id}/accept',
    tags: ['Swap circles'],
    summary:
      'A member accepts a proposed circle: their item is reserved and the cash they pay held; the last ' +
      'acceptance makes every leg an accepted trade',
    middleware: [signedIn, once] as const,
    request: { params: idParams, body: { required: false, content: jsonContent(acceptCircleInputSchema) } },
    responses: {
      200: { description: 'The circle', content: jsonContent(swapCircleSchema) },
      ...errorResponses('VALIDATION_FAILED', 'BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
    },
  });
  const decline = createRoute({
    method: 'post',
    path: '/api/circles/{id}/decline',
    tags: ['Swap circles'],
    summary:
      'A member declines a proposed circle: it closes for everyone, holds released, never proposed again',
    middleware: [signedIn, once] as const,
    request: { params: idParams },
    responses: {
      200: { description: 'The circle', content: jsonContent(swapCircleSchema) },
      ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  const readPreferences = createRoute({
    method: 'get',
    path: '/api/me/swap-preferences',
    tags: ['Swap circles'],
    summary: "The signed-in member's swap circle preferences (the default until they choose)",
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'The preferences', content: jsonContent(swapPreferencesSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });
  const writePreferences = createRoute({
    method: 'put',
    path: '/api/me/swap-preferences',
    tags: ['Swap circles'],
    summary: 'Save the cash limit: the most the member pays to balance a circle, in percent of their item',
    middleware: [signedIn] as const,
    request: { body: { required: true, content: jsonContent(swapPreferencesSchema) } },
    responses: {
      200: { description: 'The preferences', content: jsonContent(swapPreferencesSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(want, async (c) =>
      c.json(await wants.wantItem(deps, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(unwant, async (c) =>
      c.json(await wants.unwantItem(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(myWants, async (c) => c.json(await wants.listWants(db, c.get('user').id), 200))
    .openapi(readPreferences, async (c) => c.json(await getSwapPreferences(deps, c.get('user').id), 200))
    .openapi(writePreferences, async (c) =>
      c.json(await saveSwapPreferences(deps, c.get('user').id, c.req.valid('json')), 200),
    )
    .openapi(circles, async (c) => c.json(await listCircles(db, c.get('user').id), 200))
    .openapi(accept, async (c) =>
      c.json(
        await acceptCircle(deps, c.get('user').id, c.req.valid('param').id, c.req.valid('json') ?? {}),
        200,
      ),
    )
    .openapi(decline, async (c) =>
      c.json(await declineCircle(deps, c.get('user').id, c.req.valid('param').id), 200),
    );
}
