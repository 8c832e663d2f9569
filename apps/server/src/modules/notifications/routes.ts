import { notificationsEndpoints as endpoints } from '@swapyard/domain/endpoints/notifications';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

/**
 * The signed-in member's own notifications (docs/product/notifications.md): the list, one read, all read. Changes
 * are published to the member's topic `user:{id}` after they commit.
 */
export function notificationsRoutes(deps: { db: Db; auth: Auth; realtime?: Realtime }) {
  const { db, realtime } = deps;
  const signedIn = requireSession(deps.auth);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.list, signedIn), async (c) =>
      c.json(await service.listNotifications(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.read, signedIn), async (c) =>
      c.json(
        await service.markNotificationRead(
          { db, realtime, logger: c.get('logger') },
          c.get('user').id,
          c.req.valid('param').id,
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.readAll, signedIn), async (c) =>
      c.json(
        await service.markAllNotificationsRead({ db, realtime, logger: c.get('logger') }, c.get('user').id),
        200,
      ),
    );
}
