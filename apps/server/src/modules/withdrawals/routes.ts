import { withdrawalsEndpoints as endpoints } from '@swapyard/domain/endpoints/withdrawals';
import type { Db } from '../../platform/db.ts';
import { idempotent } from '../../platform/idempotency/index.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function withdrawalsRoutes(deps: { db: Db; auth: Auth } & service.WithdrawalDeps) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth);
  // A withdrawal and its cancellation move money: a repeated request is answered once (platform/idempotency).
  const once = idempotent(db);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.list, signedIn), async (c) =>
      c.json({ withdrawals: await service.listWithdrawals(db, c.get('user').id) }, 200),
    )
    .openapi(routeOf(endpoints.create, signedIn, once), async (c) =>
      c.json(await service.createWithdrawal(db, deps, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(routeOf(endpoints.cancel, signedIn, once), async (c) =>
      c.json(await service.cancelWithdrawal(db, c.get('user').id, c.req.valid('param').id), 200),
    );
}
