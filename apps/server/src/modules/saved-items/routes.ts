import { createRoute, z } from '@hono/zod-openapi';
import {
  SAVE_ITEM_SIGN_IN_MESSAGE,
  savedItemListQuerySchema,
  savedItemListSchema,
  savedStateSchema,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const idParams = z.object({ id: pathParam('id') });
const stateResponse = (description: string) => ({ description, content: jsonContent(savedStateSchema) });

export function savedItemsRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  // docs/product/social.md, "Saved items": 'Please log in to save items'.
  const signedInToSave = requireSession(deps.auth, SAVE_ITEM_SIGN_IN_MESSAGE);
  const signedIn = requireSession(deps.auth);

  const route = (
    method: 'get' | 'put' | 'delete',
    summary: string,
    errors: Parameters<typeof errorResponses>,
  ) =>
    createRoute({
      method,
      path: '/api/items/{id}/saved',
      tags: ['Saved items'],
      summary,
      middleware: [signedInToSave] as const,
      request: { params: idParams },
      responses: { 200: stateResponse('Whether the item is saved'), ...errorResponses(...errors) },
    });

  const getState = route('get', 'Whether the signed-in member has saved the item', [
    'UNAUTHENTICATED',
    'NOT_FOUND',
  ]);
  const save = route('put', "Save another member's item (idempotent)", [
    'BAD_REQUEST',
    'UNAUTHENTICATED',
    'NOT_FOUND',
  ]);
  const unsave = route('delete', 'Unsave the item (idempotent)', ['UNAUTHENTICATED', 'NOT_FOUND']);

  const list = createRoute({
    method: 'get',
    path: '/api/me/saved-items',
    tags: ['Saved items'],
    summary:
      "The signed-in member's saved items they may still see, newest saved first; q searches title and description",
    middleware: [signedIn] as const,
    request: { query: savedItemListQuerySchema },
    responses: {
      200: { description: 'Newest saved first', content: jsonContent(savedItemListSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(getState, async (c) =>
      c.json(await service.getSavedState(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(save, async (c) =>
      c.json(await service.saveItem(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(unsave, async (c) =>
      c.json(await service.unsaveItem(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(list, async (c) =>
      c.json(await service.listSavedItems(db, c.get('user').id, c.req.valid('query')), 200),
    );
}
