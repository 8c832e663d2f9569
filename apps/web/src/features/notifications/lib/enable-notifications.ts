import { notificationsSupported, requestNotificationPermission } from '@/lib/notification-permission';
import { toast } from '@/lib/toast';

/** The toasts about notification permission, word for word (docs/product/app-shell.md). */
export const NOTIFICATION_PERMISSION_MESSAGES = {
  permissionDenied: 'Notification permission denied',
  notificationsUnsupported: 'Notifications not supported',
  notificationsEnabled: 'Notifications enabled!',
} as const;

/** Asks for notification permission. A dismissed prompt (still 'default') says nothing: the member can ask again. */
export async function enableNotifications(): Promise<void> {
  if (!notificationsSupported()) {
    toast.error(NOTIFICATION_PERMISSION_MESSAGES.notificationsUnsupported);
    return;
  }
  try {
    const result = await requestNotificationPermission();
    if (result === 'granted') toast.success(NOTIFICATION_PERMISSION_MESSAGES.notificationsEnabled);
    else if (result === 'denied') toast.error(NOTIFICATION_PERMISSION_MESSAGES.permissionDenied);
  } catch (error) {
    console.error('Notification permission request failed', error);
    toast.error(NOTIFICATION_PERMISSION_MESSAGES.notificationsUnsupported);
  }
}
