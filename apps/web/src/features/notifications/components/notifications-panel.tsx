import { appRoutes } from '@swapyard/domain/routes';
import type { Notification } from '@swapyard/domain/notifications';
import { BellOff, LogIn } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notification-read';
import { EnableNotificationsBanner } from './enable-notifications-banner';
import { NotificationRow } from './notification-row';

type Props = { signedIn: boolean; variant: 'popover' | 'sheet'; onNavigate: () => void };

/** Title row and body shared by the desktop popover and the phone sheet. */
export function NotificationsPanel({ signedIn, variant, onNavigate }: Props) {
  // In the sheet the title must be the dialog's title, so screen readers announce it on open.
  const Title = variant === 'sheet' ? DialogPrimitive.Title : 'h2';
  const markAllRead = useMarkAllNotificationsRead();
  // Opening the panel always asks for the latest, whatever the bell has cached.
  const list = useNotifications({ enabled: signedIn, refetchOnMount: 'always' });
  const unreadCount = signedIn ? (list.data?.unreadCount ?? 0) : 0;

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <Title className="text-base font-semibold">Notifications</Title>
        {unreadCount > 0 ? (
          <Button variant="link" size="sm" onClick={() => markAllRead.mutate()}>
            Mark all read
          </Button>
        ) : null}
      </div>
      {signedIn ? <EnableNotificationsBanner /> : null}
      {!signedIn ? (
        <SignedOut onNavigate={onNavigate} />
      ) : list.isPending ? (
        <Centered>
          <p className="text-sm text-muted-foreground">Loading notifications...</p>
        </Centered>
      ) : list.isError ? (
        <Centered>
          <p className="text-sm text-muted-foreground">Could not load notifications.</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Centered>
      ) : list.data.notifications.length === 0 ? (
        <Empty />
      ) : (
        <NotificationList notifications={list.data.notifications} onNavigate={onNavigate} />
      )}
    </>
  );
}

function NotificationList({
  notifications,
  onNavigate,
}: {
  notifications: Notification[];
  onNavigate: () => void;
}) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const now = new Date();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.link) {
      onNavigate();
      void navigate(notification.link);
    }
  };

  return (
    <ul aria-label="Notifications" className="flex-1 divide-y divide-border overflow-y-auto">
      {notifications.map((notification) => (
        <NotificationRow key={notification.id} notification={notification} now={now} onOpen={open} />
      ))}
    </ul>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 overflow-y-auto px-6 py-12 text-center">
      {children}
    </div>
  );
}

function Empty() {
  return (
    <Centered>
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <BellOff aria-hidden className="size-6" />
      </div>
      <p className="font-semibold">No notifications</p>
      <p className="max-w-64 text-sm text-muted-foreground">
        You're all caught up! New notifications will appear here.
      </p>
    </Centered>
  );
}

function SignedOut({ onNavigate }: { onNavigate: () => void }) {
  const location = useLocation();
  return (
    <Centered>
      <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <LogIn aria-hidden className="size-6" />
      </div>
      <p className="max-w-64 text-sm text-muted-foreground">
        Sign in to hear about offers, messages and new followers.
      </p>
      <Button asChild size="sm" onClick={onNavigate}>
        <Link to={appRoutes.auth} state={{ from: location.pathname + location.search }}>
          Login
        </Link>
      </Button>
    </Centered>
  );
}
