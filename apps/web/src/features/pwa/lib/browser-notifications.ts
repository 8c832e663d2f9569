import type { Notification } from '@swapyard/domain/notifications';

/**
 * Which of the member's notifications become browser notifications
 * (docs/product/app-shell.md, "Browser notifications"): once permission is granted, unread notifications are shown
 * and then marked read. Each is handled once per tab; a backlog (say, the first time permission is granted) shows
 * only its newest few, so the device is not flooded: the older ones stay unread in the bell's list.
 */
export const MAX_BROWSER_NOTIFICATIONS_AT_ONCE = 5;

/** The icon and badge the service worker caches (apps/web/public/icons). */
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

export type BrowserNotificationPlan = {
  /** To show now, oldest first, so the newest ends on top of the system's list. */
  show: Notification[];
  /** Older unread ones beyond the limit: left unread and not offered again in this tab. */
  skip: Notification[];
};

/** `notifications` newest first, as the API lists them; `handled` the ids this tab has already dealt with. */
export function planBrowserNotifications(
  notifications: readonly Notification[],
  handled: ReadonlySet<string>,
  limit = MAX_BROWSER_NOTIFICATIONS_AT_ONCE,
): BrowserNotificationPlan {
  const fresh = notifications.filter((n) => !n.read && !handled.has(n.id));
  return { show: fresh.slice(0, limit).reverse(), skip: fresh.slice(limit) };
}

/** What `showNotification` gets: the tag makes two open tabs show one notification, not two. */
export function browserNotificationOf(notification: Notification): {
  title: string;
  options: NotificationOptions;
} {
  return {
    title: notification.title,
    options: {
      body: notification.message,
      tag: `swapyard-notification-${notification.id}`,
      icon: ICON,
      badge: BADGE,
      lang: 'en',
      // The service worker opens this link when the notification is clicked.
      data: { url: notification.link ?? '/', notificationId: notification.id },
    },
  };
}
