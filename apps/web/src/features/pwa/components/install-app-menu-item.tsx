import { Download } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { installApp } from '../lib/pwa-actions';

const runsInstalled = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true;

/**
 * 'Install app' in the account menu: the install prompt whenever the member wants it, after the reminder has gone.
 * Where the browser has offered no install, it says 'Installation not available'. Hidden inside the installed app.
 */
export function InstallAppMenuItem() {
  if (runsInstalled()) return null;
  return (
    <DropdownMenuItem onSelect={() => void installApp()}>
      <Download aria-hidden />
      Install app
    </DropdownMenuItem>
  );
}
