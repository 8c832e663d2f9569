import type { Notification } from '@swapyard/domain/notifications';
import { browserNotificationOf } from './browser-notifications';

/** How long to wait for the service worker before falling back to a page notification. */
const SERVICE_WORKER_WAIT_MS = 10_000;

async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), SERVICE_WORKER_WAIT_MS)),
  ]);
}

/**
 * Shows one notification through the service worker registration (it outlives the tab and opens the link when
 * clicked, see public/sw.js). Without a service worker (development builds) a page notification does the same
 * while the tab is open. Resolves once shown; rejects when the browser refuses.
 */
export async function showBrowserNotification(
  notification: Notification,
  openLink: (path: string) => void,
): Promise<void> {
  const { title, options } = browserNotificationOf(notification);
  const registration = await activeRegistration();
  if (registration) {
    await registration.showNotification(title, options);
    return;
  }
  const shown = new window.Notification(title, options);
  shown.onclick = () => {
    window.focus();
    shown.close();
    openLink(notification.link ?? '/');
  };
}
