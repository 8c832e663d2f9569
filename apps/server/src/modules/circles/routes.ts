import { createRoute, z } from '@hono/zod-openapi';
import { WANT_TEXTS, wantListSchema, wantStateSchema } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as wants from './wants.ts';

const idParams = z.object({ id: pathParam('id') });

/** Swap circles (docs/product/swap-circles.md): wants. */
export function circlesRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth, WANT_TEXTS.signIn);

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
  const want = wantRoute('put', "Want another member's available item (idempotent; at most 100 wants)", [
    'BAD_REQUEST',
    'UNAUTHENTICATED',
    'NOT_FOUND',
    'CONFLICT',
  ]);
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

  return createRouter<AuthedEnv>()
    .openapi(want, async (c) =>
      c.json(await wants.wantItem(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(unwant, async (c) =>
      c.json(await wants.unwantItem(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(myWants, async (c) => c.json(await wants.listWants(db, c.get('user').id), 200));
}
