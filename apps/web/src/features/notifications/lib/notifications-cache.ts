import type { Notification, NotificationList, NotificationsReadData } from '@swapyard/domain/notifications';
import { NOTIFICATIONS_LIST_LIMIT } from '@swapyard/domain/notifications';

/**
 * Pure updates of the cached list, shared by live events and optimistic mark-read. Each keeps `unreadCount` in step
 * with what changed, including unread notifications beyond the listed 50.
 */

/** A new notification goes on top (docs/product/notifications.md); a repeated event's one is not added twice. */
export function prependNotification(list: NotificationList, notification: Notification): NotificationList {
  if (list.notifications.some((n) => n.id === notification.id)) return list;
  return {
    notifications: [notification, ...list.notifications].slice(0, NOTIFICATIONS_LIST_LIMIT),
    unreadCount: list.unreadCount + (notification.read ? 0 : 1),
  };
}

/** Marks the given ids read, or every one with `all`. */
export function applyRead(list: NotificationList, read: NotificationsReadData): NotificationList {
  if ('all' in read) {
    return {
      notifications: list.notifications.map((n) => (n.read ? n : { ...n, read: true })),
      unreadCount: 0,
    };
  }
  const ids = new Set(read.ids);
  let changed = 0;
  const notifications = list.notifications.map((n) => {
    if (n.read || !ids.has(n.id)) return n;
    changed++;
    return { ...n, read: true };
  });
  if (changed === 0) return list;
  return { notifications, unreadCount: Math.max(0, list.unreadCount - changed) };
}

/** Unread notifications pointing at `link` (the conversation being read), except those already being marked. */
export function unreadForLink(list: NotificationList, link: string, handled: ReadonlySet<string>): string[] {
  return list.notifications.filter((n) => !n.read && n.link === link && !handled.has(n.id)).map((n) => n.id);
}

/**
 * The listing a notification says has changed (a price drop: docs/product/search.md, "Price drops"), whose page
 * must be read again wherever it is open; undefined for any other.
 */
export function listingChangedBy(notification: Notification): string | undefined {
  if (notification.type !== 'price_drop' || !notification.link) return undefined;
  const id = /^\/item\/([^/?#]+)$/.exec(notification.link)?.[1];
  return id === undefined ? undefined : decodeURIComponent(id);
}
