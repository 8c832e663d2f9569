import {
  NOTIFICATION_CREATED_EVENT,
  NOTIFICATIONS_LIST_LIMIT,
  NOTIFICATIONS_READ_EVENT,
  type Notification,
  type NotificationEvent,
  type NotificationList,
  type NotificationsReadAll,
  type NotificationsReadData,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import { isUuid } from '../../platform/pagination.ts';
import * as queries from './queries.ts';
import type { NewNotificationRow, NotificationRow } from './queries.ts';

export type NewNotification = NewNotificationRow;

/** A notification just created inside a transaction: publish it with `publishCreated` once that commits. */
export interface CreatedNotification {
  userId: string;
  notification: Notification;
}

/** Where publishing goes; without `realtime` (a job or test without live updates) nothing is published. */
export interface NotificationsPublisher {
  realtime?: Realtime;
  logger?: Logger;
}

/** The member's own live topic (only that member may subscribe to it). */
export const userTopic = (userId: string) => `user:${userId}`;

const notFound = () => new AppError('NOT_FOUND', 'Notification not found');

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * For other modules: call it with their transaction, in the same transaction as the change it tells about, so a
 * rolled-back change leaves no notification. Publish the answer with `publishCreated` after the commit.
 * `link` must be an app path ('/wallet'): the web app navigates to it.
 */
export async function createNotification(db: Db, input: NewNotification): Promise<CreatedNotification> {
  if (!input.title.trim() || !input.message.trim())
    throw new Error('A notification needs a title and a message');
  if (input.link != null && !/^\/(?![/\\])/.test(input.link)) {
    throw new Error(`A notification link must be an app path, not ${JSON.stringify(input.link)}`);
  }
  const row = await queries.insertNotification(db, input);
  return { userId: row.userId, notification: toNotification(row) };
}

/**
 * `createNotification`, unless the member still has an unread notification of the same type and link: a
 * conversation that keeps going stays one unread 'message' notification until the member reads it. Undefined
 * when skipped (publishCreated accepts that).
 */
export async function createNotificationUnlessUnread(
  db: Db,
  input: NewNotification & { link: string },
): Promise<CreatedNotification | undefined> {
  if (await queries.hasUnreadWithLink(db, input.userId, input.type, input.link)) return undefined;
  return createNotification(db, input);
}

/**
 * Publishes after commit. A failed publish does not undo the committed change: it is logged, and the member's
 * client refetches when it reconnects.
 */
async function publish(
  deps: NotificationsPublisher,
  userId: string,
  event: NotificationEvent,
): Promise<void> {
  if (!deps.realtime) return;
  try {
    await deps.realtime.publish(userTopic(userId), event);
  } catch (error) {
    deps.logger?.error({ err: error, userId, event: event.type }, 'could not publish a notification event');
  }
}

/** `notification.created` to each member's topic, for what `createNotification` returned (nothing: no-op). */
export async function publishCreated(
  deps: NotificationsPublisher,
  created: CreatedNotification | ReadonlyArray<CreatedNotification | undefined> | undefined,
): Promise<void> {
  const list = created === undefined ? [] : Array.isArray(created) ? created : [created];
  for (const item of list as Array<CreatedNotification | undefined>) {
    if (item) await publish(deps, item.userId, { type: NOTIFICATION_CREATED_EVENT, data: item.notification });
  }
}

const publishRead = (deps: NotificationsPublisher, userId: string, data: NotificationsReadData) =>
  publish(deps, userId, { type: NOTIFICATIONS_READ_EVENT, data });

/** GET /api/notifications: the member's newest 50 (docs/product/notifications.md) and the unread count over all. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const { rows, unreadCount } = await queries.listForUser(db, userId, NOTIFICATIONS_LIST_LIMIT);
  return { notifications: rows.map(toNotification), unreadCount };
}

/**
 * POST /api/notifications/{id}/read: only the member's own (another's, unknown or malformed ids are the same 404).
 * Idempotent: an already-read notification is answered as it is, and nothing is published.
 */
export async function markNotificationRead(
  deps: NotificationsPublisher & { db: Db },
  userId: string,
  id: string,
): Promise<Notification> {
  if (!isUuid(id)) throw notFound();
  const updated = await queries.markRead(deps.db, userId, id);
  if (updated) {
    await publishRead(deps, userId, { ids: [updated.id] });
    return toNotification(updated);
  }
  const existing = await queries.findForUser(deps.db, userId, id);
  if (!existing) throw notFound();
  return toNotification(existing);
}

/** POST /api/notifications/read-all: every unread notification of the member (only theirs), in one statement. */
export async function markAllNotificationsRead(
  deps: NotificationsPublisher & { db: Db },
  userId: string,
): Promise<NotificationsReadAll> {
  const updated = await queries.markAllRead(deps.db, userId);
  if (updated > 0) await publishRead(deps, userId, { all: true });
  return { updated };
}
