import { memberAdminEndpoints as endpoints } from '@swapyard/domain/endpoints/member-admin';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { requireRole } from '../profiles/index.ts';
import * as service from './service.ts';

/**
 * The dashboard's Users tab (/api/admin/users/*; docs/product/moderation.md, "Managing members" and "Suspending a
 * member"): staff (admins and moderators) read; only admins change anything. Roles are read from the database on
 * every request.
 */
export function memberAdminRoutes(deps: {
  db: Db;
  auth: Auth;
  /** After a suspension commits: closes the member's live sockets on every instance (createApp). */
  onSuspended?: (memberId: string) => Promise<void>;
}) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);
  const staff = requireRole(db, 'admin', 'moderator');
  const admin = requireRole(db, 'admin');
  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.list, signedIn, staff), async (c) =>
      c.json(await service.listMembers(db, c.req.valid('query')), 200),
    )
    .openapi(routeOf(endpoints.get, signedIn, staff), async (c) =>
      c.json(await service.getMember(db, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.update, signedIn, admin), async (c) =>
      c.json(
        await service.updateMember(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(routeOf(endpoints.items, signedIn, staff), async (c) =>
      c.json(await service.listMemberItems(db, c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(routeOf(endpoints.suspend, signedIn, admin), async (c) =>
      c.json(
        await service.suspendMember(
          { db, onSuspended: deps.onSuspended, logger: c.get('logger') },
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.unsuspend, signedIn, admin), async (c) =>
      c.json(await service.unsuspendMember(db, c.get('user').id, c.req.valid('param').id), 200),
    );
}
