import { useEffect, useRef } from 'react';
import { unreadForLink } from '../lib/notifications-cache';
import { useNotifications } from './get-notifications';
import { useMarkNotificationRead } from './mark-notification-read';

/**
 * While a conversation is open (and `enabled`, e.g. the tab is in front), its notifications are read: the ones that
 * brought the member here, and each new one as it arrives live, so the bell never counts what is on screen.
 */
export function useReadNotificationsFor(link: string, enabled: boolean) {
  const notifications = useNotifications({ enabled });
  const { mutate: markRead } = useMarkNotificationRead();
  const handled = useRef(new Set<string>());
  const list = notifications.data;
  useEffect(() => {
    if (!enabled || !list) return;
    for (const id of unreadForLink(list, link, handled.current)) {
      handled.current.add(id);
      markRead(id);
    }
  }, [enabled, list, link, markRead]);
}
