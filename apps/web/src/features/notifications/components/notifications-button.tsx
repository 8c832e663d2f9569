import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';
import { IconButton } from '@/components/icon-button';
import { useMe } from '@/features/auth';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useLiveNotifications } from '../api/use-live-notifications';

const NotificationsMenu = lazyWithPreload(() => import('./notifications-menu'));

/**
 * The bell, with the member's unread count ('99+' above 99). Until first used it is a plain button; the
 * popover/sheet code loads on hover, focus or press and then takes over, already open.
 */
export function NotificationsButton({ signedIn }: { signedIn: boolean }) {
  const [activated, setActivated] = useState(false);
  const me = useMe();
  const userId = signedIn ? (me.data?.user.id ?? null) : null;
  const notifications = useLiveNotifications(userId);
  const unreadCount = userId ? (notifications.data?.unreadCount ?? 0) : 0;

  const plain = (
    <IconButton
      aria-label="Notifications"
      aria-haspopup="dialog"
      count={unreadCount}
      onPointerEnter={NotificationsMenu.preload}
      onFocus={NotificationsMenu.preload}
      onClick={() => setActivated(true)}
    >
      <Bell aria-hidden />
    </IconButton>
  );
  if (!activated) return plain;
  return (
    <Suspense fallback={plain}>
      <NotificationsMenu signedIn={signedIn} unreadCount={unreadCount} />
    </Suspense>
  );
}
