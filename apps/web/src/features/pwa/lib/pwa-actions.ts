import { toast } from '@/lib/toast';
import { takeInstallPrompt } from './install-prompt';
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
