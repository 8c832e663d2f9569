import { useSyncExternalStore } from 'react';

// The browser's notification permission, which two features follow: the installable app shows notifications once it
// is granted (features/pwa), the notifications panel offers to ask for it (features/notifications).

/** The browser's permission: default, granted or denied; 'unsupported' where the browser has no Notification API. */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

export const getNotificationPermission = (): NotificationPermissionState =>
  notificationsSupported() ? Notification.permission : 'unsupported';

const listeners = new Set<() => void>();
let watching = false;

const notify = () => {
  for (const listener of listeners) listener();
};

/** Follows the permission, including changes made in the browser's site settings while the page is open. */
export function subscribeNotificationPermission(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching && notificationsSupported() && navigator.permissions) {
    watching = true;
    navigator.permissions
      .query({ name: 'notifications' })
      .then((status) => status.addEventListener('change', notify))
      .catch(() => undefined); // Older browsers cannot query it; requestPermission still reports changes.
  }
  return () => listeners.delete(listener);
}

/** Asks the browser (it shows its prompt only while the permission is 'default') and tells the subscribers. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (!notificationsSupported()) return 'unsupported';
  const result = await Notification.requestPermission();
  notify();
  return result;
}

export const useNotificationPermission = (): NotificationPermissionState =>
  useSyncExternalStore(subscribeNotificationPermission, getNotificationPermission);
