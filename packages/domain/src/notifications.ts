import { z } from 'zod';

/** Notification types (docs/product/notifications.md). */
export const notificationTypes = [
  'trade_offer',
  'trade_accepted',
  'trade_rejected',
  'message',
  'meetup_reminder',
  'payment',
  /** A new listing matches a saved search (docs/product/search.md, "Alerts"). */
  'saved_search',
  /** A liked or saved listing got cheaper (docs/product/search.md, "Price drops"). */
  'price_drop',
  'other',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Alerts: told in the app at once, and by e-mail in at most one digest a day (docs/product/notifications.md). */
export const alertNotificationTypes = ['saved_search', 'price_drop'] as const satisfies NotificationType[];
export type AlertNotificationType = (typeof alertNotificationTypes)[number];
/** An e-mail digest lists at most this many alerts, newest first. */
export const ALERT_DIGEST_LIMIT = 20;

/** The list shows the member's newest 50 (docs/product/notifications.md, "The bell"). */
export const NOTIFICATIONS_LIST_LIMIT = 50;

export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.enum(notificationTypes),
    title: z.string(),
    message: z.string(),
    /** Where opening it goes (an app path such as /wallet); null when it only informs. */
    link: z.string().nullable(),
    read: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest 50, and the unread count over all of the member's notifications. */
export const notificationListSchema = z
  .object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int().min(0),
  })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read-all: how many unread notifications it marked read. */
export const notificationsReadAllSchema = z
  .object({ updated: z.number().int().min(0) })
  .meta({ id: 'NotificationsReadAll' });
export type NotificationsReadAll = z.infer<typeof notificationsReadAllSchema>;

/** Live events on the member's own topic `user:{id}`, published after the change commits; their payloads: realtime.ts. */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';
export const NOTIFICATIONS_READ_EVENT = 'notifications.read';

export const notificationsReadDataSchema = z.union([
  z.object({ ids: z.array(z.string()) }),
  z.object({ all: z.literal(true) }),
]);
export type NotificationsReadData = z.infer<typeof notificationsReadDataSchema>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Relative time in lists (docs/product/notifications.md): under 1 hour 'Just now', under 24 hours '{n}h ago', else
 * '{n}d ago' (whole hours and days, rounded down). A time slightly ahead of this clock also reads 'Just now'.
 */
export function formatNotificationTime(date: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  if (!(elapsed >= HOUR_MS)) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}
