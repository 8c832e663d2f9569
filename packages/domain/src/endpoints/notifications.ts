import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import {
  NOTIFICATIONS_LIST_LIMIT,
  notificationListSchema,
  notificationSchema,
  notificationsReadAllSchema,
} from '../notifications.ts';

/** The signed-in member's own notifications (docs/product/notifications.md): the list, one read, all read. */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/notifications',
    tags: ['Notifications'],
    summary: `The member's newest ${NOTIFICATIONS_LIST_LIMIT} notifications, newest first, and the count of all their unread ones`,
    answers: { 200: { description: 'Newest first', schema: notificationListSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  read: endpoint({
    method: 'post',
    path: '/api/notifications/{id}/read',
    tags: ['Notifications'],
    summary: "Mark one of the member's own notifications read (idempotent)",
    params: z.object({ id: pathParam('id') }),
    answers: { 200: { description: 'The notification, read', schema: notificationSchema } },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  readAll: endpoint({
    method: 'post',
    path: '/api/notifications/read-all',
    tags: ['Notifications'],
    summary: "Mark all of the member's unread notifications read",
    answers: { 200: { description: 'How many were marked read', schema: notificationsReadAllSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
};
