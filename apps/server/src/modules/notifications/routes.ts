import { createRoute, z } from '@hono/zod-openapi';
import {
  notificationListSchema,
  notificationSchema,
  notificationsReadAllSchema,
  NOTIFICATIONS_LIST_LIMIT,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const idParams = z.object({ id: pathParam('id') });

/**
 * The signed-in member's own notifications (docs/product/notifications.md): the list, one read, all read. Changes
 * are published to the member's topic `user:{id}` after they commit.
 */
export function notificationsRoutes(deps: { db: Db; auth: Auth; realtime?: Realtime }) {
  const { db, realtime } = deps;
  const signedIn = requireSession(deps.auth);

  const list = createRoute({
    method: 'get',
    path: '/api/notifications',
    tags: ['Notifications'],
    summary: `The member's newest ${NOTIFICATIONS_LIST_LIMIT} notifications, newest first, and the count of all their unread ones`,
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'Newest first', content: jsonContent(notificationListSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  const readOne = createRoute({
    method: 'post',
    path: '/api/notifications/{id}/read',
    tags: ['Notifications'],
    summary: "Mark one of the member's own notifications read (idempotent)",
    middleware: [signedIn] as const,
    request: { params: idParams },
    responses: {
      200: { description: 'The notification, read', content: jsonContent(notificationSchema) },
      ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  const readAll = createRoute({
    method: 'post',
    path: '/api/notifications/read-all',
    tags: ['Notifications'],
    summary: "Mark all of the member's unread notifications read",
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'How many were marked read', content: jsonContent(notificationsReadAllSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(list, async (c) => c.json(await service.listNotifications(db, c.get('user').id), 200))
    .openapi(readOne, async (c) =>
      c.json(
        await service.markNotificationRead(
          { db, realtime, logger: c.get('logger') },
          c.get('user').id,
          c.req.valid('param').id,
        ),
        200,
      ),
    )
    .openapi(readAll, async (c) =>
      c.json(
        await service.markAllNotificationsRead({ db, realtime, logger: c.get('logger') }, c.get('user').id),
        200,
      ),
    );
}
