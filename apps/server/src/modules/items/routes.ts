import { createRoute, z } from '@hono/zod-openapi';
import {
  createItemInputSchema,
  itemListQuerySchema,
  itemListSchema,
  itemPageQuerySchema,
  itemSchema,
  updateItemInputSchema,
} from '@swapyard/domain';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, sessionUserId, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';
import type { ItemsDeps } from './service.ts';

const itemResponse = (description: string) => ({ description, content: jsonContent(itemSchema) });
const listResponse = { 200: { description: 'Newest first', content: jsonContent(itemListSchema) } };
const idParams = z.object({ id: pathParam('id') });

export function itemsRoutes(deps: ItemsDeps & { auth: Auth }) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);

  const listPublic = createRoute({
    method: 'get',
    path: '/api/items',
    tags: ['Items'],
    summary:
      "Available public items of every member, newest first, with their owner (with `userId`: 403 when that member's profile visibility excludes the reader)",
    request: { query: itemListQuerySchema },
    responses: { ...listResponse, ...errorResponses('VALIDATION_FAILED', 'FORBIDDEN') },
  });

  const listMine = createRoute({
    method: 'get',
    path: '/api/items/mine',
    tags: ['Items'],
    summary: "The signed-in member's items, whatever their status or visibility, newest first",
    middleware: [signedIn] as const,
    request: { query: itemPageQuerySchema },
    responses: { ...listResponse, ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED') },
  });

  const listMember = createRoute({
    method: 'get',
    path: '/api/users/{userId}/items',
    tags: ['Items'],
    summary:
      "A member's closet as others see it: their available public items, newest first (403 when their profile visibility excludes the reader)",
    request: {
      params: z.object({ userId: pathParam('userId') }),
      query: itemPageQuerySchema,
    },
    responses: { ...listResponse, ...errorResponses('VALIDATION_FAILED', 'FORBIDDEN') },
  });

  const getOne = createRoute({
    method: 'get',
    path: '/api/items/{id}',
    tags: ['Items'],
    summary: 'One item: public ones to anyone, private and live-only ones to their owner',
    request: { params: idParams },
    responses: { 200: itemResponse('The item'), ...errorResponses('NOT_FOUND') },
  });

  const create = createRoute({
    method: 'post',
    path: '/api/items',
    tags: ['Items'],
    summary: 'List an item; the signed-in member is its owner',
    middleware: [signedIn] as const,
    request: { body: { content: jsonContent(createItemInputSchema), required: true } },
    responses: { 201: itemResponse('Created'), ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED') },
  });

  const update = createRoute({
    method: 'patch',
    path: '/api/items/{id}',
    tags: ['Items'],
    summary: 'Change an item (its owner, or an admin)',
    middleware: [signedIn] as const,
    request: { params: idParams, body: { content: jsonContent(updateItemInputSchema), required: true } },
    responses: {
      200: itemResponse('The item after the change'),
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });

  const remove = createRoute({
    method: 'delete',
    path: '/api/items/{id}',
    tags: ['Items'],
    summary: 'Delete an item and its photos (its owner, or an admin)',
    middleware: [signedIn] as const,
    request: { params: idParams },
    responses: {
      204: { description: 'Deleted' },
      ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });

  // /api/items/mine is registered before /api/items/{id}, which would otherwise take it.
  return createRouter<AuthedEnv>()
    .openapi(listPublic, async (c) => {
      const viewer = () => sessionUserId(auth, c.req.raw.headers);
      return c.json(await service.listPublicItems(db, c.req.valid('query'), viewer), 200);
    })
    .openapi(listMine, async (c) =>
      c.json(await service.listOwnItems(db, c.get('user').id, c.req.valid('query')), 200),
    )
    .openapi(listMember, async (c) => {
      const { userId } = c.req.valid('param');
      const viewer = await sessionUserId(auth, c.req.raw.headers);
      return c.json(await service.listMemberItems(db, userId, viewer, c.req.valid('query')), 200);
    })
    .openapi(getOne, async (c) =>
      c.json(
        await service.getItem(db, c.req.valid('param').id, () => sessionUserId(auth, c.req.raw.headers)),
        200,
      ),
    )
    .openapi(create, async (c) =>
      c.json(await service.createItem(deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(update, async (c) => {
      const { id } = c.req.valid('param');
      const item = await service.updateItem(deps, c.get('user').id, id, c.req.valid('json'), c.get('logger'));
      return c.json(item, 200);
    })
    .openapi(remove, async (c) => {
      await service.deleteItem(deps, c.get('user').id, c.req.valid('param').id, c.get('logger'));
      return c.body(null, 204);
    });
}
