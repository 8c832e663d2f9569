import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';
import { IconButton } from '@/components/icon-button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

const NotificationsMenu = lazyWithPreload(() => import('./notifications-menu'));

/**
 * The bell. Until first used it is a plain button; the popover/sheet code loads on hover, focus or press and then
 * takes over, already open. Notifications are delivered by a later issue: the unread count is zero until then.
 */
export function NotificationsButton({ signedIn }: { signedIn: boolean }) {
  const [activated, setActivated] = useState(false);
  const unreadCount = 0;

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
