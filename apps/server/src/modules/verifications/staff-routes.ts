import { verificationsEndpoints as endpoints } from '@swapyard/domain/endpoints/verifications';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { announceCasesChanged, type Realtime } from '../../platform/realtime/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { requireRole } from '../profiles/index.ts';
import * as service from './service.ts';

/**
 * Staff review of identity verifications (/api/admin/verifications, docs/product/verification.md, "Review"):
 * admins and moderators, their roles read from the database on every request; members get 403, visitors 401.
 */
export function verificationStaffRoutes(deps: { db: Db; auth: Auth; realtime?: Realtime; logger?: Logger }) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);
  const staff = requireRole(db, 'admin', 'moderator');

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.listStaff, signedIn, staff), async (c) =>
      c.json(await service.listVerifications(db, c.req.valid('query')), 200),
    )
    .openapi(routeOf(endpoints.decide, signedIn, staff), async (c) => {
      const { id } = c.req.valid('param');
      const decided = await service.decideVerification(deps, c.get('user').id, id, c.req.valid('json'));
      // Open dashboards refresh their pending count and list at once.
      await announceCasesChanged(deps);
      return c.json(decided, 200);
    });
}
