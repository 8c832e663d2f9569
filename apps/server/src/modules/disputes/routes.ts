import { disputesEndpoints as endpoints } from '@swapyard/domain/endpoints/disputes';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { announceCasesChanged } from '../../platform/realtime/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

/** A trade's disputes, for its two parties (docs/product/disputes.md). */
export function disputesRoutes(deps: service.DisputesDeps & { auth: Auth }) {
  const signedIn = requireSession(deps.auth);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.open, signedIn), async (c) => {
      const dispute = await service.openDispute(
        deps,
        c.get('user').id,
        c.req.valid('param').tradeId,
        c.req.valid('json'),
      );
      await announceCasesChanged(deps);
      return c.json(dispute, 201);
    })
    .openapi(routeOf(endpoints.list, signedIn), async (c) =>
      c.json(await service.tradeDisputes(deps.db, c.get('user').id, c.req.valid('param').tradeId), 200),
    );
}
