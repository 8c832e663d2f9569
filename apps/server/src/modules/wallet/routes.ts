import { WALLET_SIGN_IN_MESSAGE } from '@swapyard/domain';
import { walletEndpoints as endpoints } from '@swapyard/domain/endpoints/wallet';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import type { HoldReasons } from './activity.ts';
import * as service from './service.ts';

/** The signed-in member's own wallets: balances and earnings, and recent activity from the ledger. */
export function walletRoutes(deps: { db: Db; auth: Auth; holdReasons: HoldReasons[] }) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth, WALLET_SIGN_IN_MESSAGE);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.summary, signedIn), async (c) =>
      c.json(await service.walletSummary(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.activity, signedIn), async (c) =>
      c.json(await service.walletActivity(db, c.get('user').id, c.req.valid('query'), deps.holdReasons), 200),
    );
}
