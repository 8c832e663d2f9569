import { toast } from '@/lib/toast';
import { takeInstallPrompt } from './install-prompt';
import { notificationsSupported, requestNotificationPermission } from './notification-permission';
import { PWA_MESSAGES } from './pwa-messages';

/**
 * Shows the browser's install dialog with the offer kept from `beforeinstallprompt`. 'App installed successfully!'
 * follows when the browser reports the install (`appinstalled`, see the shell).
 */
export async function installApp(): Promise<void> {
  const prompt = takeInstallPrompt();
  if (!prompt) {
    toast.error(PWA_MESSAGES.installUnavailable);
    return;
  }
  try {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') toast.success(PWA_MESSAGES.installing);
    else toast.info(PWA_MESSAGES.installCancelled);
  } catch (error) {
    console.error('Install prompt failed', error);
    toast.error(PWA_MESSAGES.installFailed);
  }
}

/** Asks for notification permission. A dismissed prompt (still 'default') says nothing: the member can ask again. */
export async function enableNotifications(): Promise<void> {
  if (!notificationsSupported()) {
    toast.error(PWA_MESSAGES.notificationsUnsupported);
    return;
  }
  try {
    const result = await requestNotificationPermission();
    if (result === 'granted') toast.success(PWA_MESSAGES.notificationsEnabled);
    else if (result === 'denied') toast.error(PWA_MESSAGES.permissionDenied);
  } catch (error) {
    console.error('Notification permission request failed', error);
    toast.error(PWA_MESSAGES.notificationsUnsupported);
  }
}
