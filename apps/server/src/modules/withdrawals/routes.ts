import { createRoute, z } from '@hono/zod-openapi';
import { createWithdrawalSchema, withdrawalListSchema, withdrawalSchema } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { idempotent } from '../../platform/idempotency/index.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const idParams = z.object({ id: pathParam('id') });

export function withdrawalsRoutes(deps: { db: Db; auth: Auth } & service.WithdrawalDeps) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth);
  // A withdrawal and its cancellation move money: a repeated request is answered once (platform/idempotency).
  const once = idempotent(db);

  const list = createRoute({
    method: 'get',
    path: '/api/wallet/withdrawals',
    tags: ['Wallet'],
    summary: "The signed-in member's withdrawals, newest first (account numbers masked)",
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'Newest first', content: jsonContent(withdrawalListSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  const create = createRoute({
    method: 'post',
    path: '/api/wallet/withdrawals',
    tags: ['Wallet'],
    summary:
      'Request a withdrawal from the cash wallet: checked in the documented order, fee and net computed here, the ' +
      'amount leaves the cash wallet at once; it stays pending (cancellable) for a short while before it is paid out',
    middleware: [signedIn, once] as const,
    request: { body: { required: true, content: jsonContent(createWithdrawalSchema) } },
    responses: {
      201: { description: 'The pending withdrawal', content: jsonContent(withdrawalSchema) },
      ...errorResponses('BAD_REQUEST', 'UNAUTHENTICATED', 'CONFLICT', 'UNAVAILABLE'),
    },
  });

  const cancel = createRoute({
    method: 'post',
    path: '/api/wallet/withdrawals/{id}/cancel',
    tags: ['Wallet'],
    summary: 'Cancel an own pending withdrawal; the whole amount returns to the cash wallet',
    middleware: [signedIn, once] as const,
    request: { params: idParams },
    responses: {
      200: { description: 'The cancelled withdrawal', content: jsonContent(withdrawalSchema) },
      ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(list, async (c) =>
      c.json({ withdrawals: await service.listWithdrawals(db, c.get('user').id) }, 200),
    )
    .openapi(create, async (c) =>
      c.json(await service.createWithdrawal(db, deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(cancel, async (c) =>
      c.json(await service.cancelWithdrawal(db, c.get('user').id, c.req.valid('param').id), 200),
    );
}
