import { lazy, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useNotificationPermission } from '@/lib/notification-permission';
import { toast } from '@/lib/toast';
import { useMe } from '@/features/auth';
import { PWA_MESSAGES } from '../lib/pwa-messages';
import { navigationTarget, registerServiceWorker } from '../lib/service-worker';
import { useInstallState } from '../lib/use-pwa-state';
import InstallReminder from './install-reminder';

const BrowserNotifications = lazy(() => import('./browser-notifications'));

/**
 * Everything the installable app does on every page, loaded after the page (see ../shell): registers the service
 * worker, follows its notification clicks, shows the install reminder while the app is installable, says when it
 * was installed, and turns unread notifications into browser notifications while permission is granted.
 */
export default function PwaHost() {
  const navigate = useNavigate();
  const install = useInstallState();
  const permission = useNotificationPermission();
  const me = useMe();
  const userId = me.data?.user.id ?? null;

  useEffect(registerServiceWorker, []);

  // A click on one of our browser notifications: the service worker focuses this tab and sends its link.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const path = navigationTarget(event.data);
      if (path) void navigate(path);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

  useEffect(() => {
    if (install.installedAt !== null) toast.success(PWA_MESSAGES.installed);
  }, [install.installedAt]);

  return (
    <>
      {install.prompt && install.installableAt !== null ? (
        <InstallReminder installableAt={install.installableAt} />
      ) : null}
      {permission === 'granted' && userId ? <BrowserNotifications key={userId} /> : null}
    </>
  );
}
