import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead, useNotifications } from '@/features/notifications/api';
import { useSettings } from '@/features/settings';
import { planBrowserNotifications } from '../lib/browser-notifications';
import { showBrowserNotification } from '../lib/show-browser-notification';

/**
 * Mounted (per member) while notification permission is granted. Unread notifications — the bell's list, which
 * its live subscription keeps current — are shown as browser notifications and then marked read
 * (docs/product/app-shell.md, "Browser notifications"), unless the member turned Push notifications off in Settings.
 */
export default function BrowserNotifications() {
  const navigate = useNavigate();
  const settings = useSettings({ enabled: true });
  const pushOn = settings.data?.pushNotifications === true;
  // The bell already fetched the list and follows it live: read that, don't fetch again on mount.
  const list = useNotifications({ enabled: pushOn, refetchOnMount: false });
  const { mutate: markRead } = useMarkNotificationRead();
  const handled = useRef(new Set<string>());
  const notifications = list.data?.notifications;

  useEffect(() => {
    if (!pushOn || !notifications) return;
    const { show, skip } = planBrowserNotifications(notifications, handled.current);
    for (const notification of [...show, ...skip]) handled.current.add(notification.id);
    for (const notification of show) {
      showBrowserNotification(notification, (path) => void navigate(path)).then(
        () => markRead(notification.id),
        (error: unknown) => console.error('Could not show a browser notification', error),
      );
    }
  }, [pushOn, notifications, markRead, navigate]);

  return null;
}
