import { BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSettings } from '@/features/settings';
import { useNotificationPermission } from '@/lib/notification-permission';
import { enableNotifications } from '../lib/enable-notifications';

/**
 * The notifications panel's way to turn on browser notifications, while the browser has not been asked yet (or
 * cannot show them: pressing then says 'Notifications not supported'). Hidden once granted or denied, and while the
 * member has Push notifications off in Settings.
 */
export function EnableNotificationsBanner() {
  const permission = useNotificationPermission();
  const settings = useSettings({ enabled: true });
  if (permission === 'granted' || permission === 'denied') return null;
  if (settings.data?.pushNotifications !== true) return null;

  return (
    <div className="flex items-center gap-3 border-b border-border bg-surface-muted px-5 py-3">
      <BellRing aria-hidden className="size-5 shrink-0 text-brand" />
      <p className="flex-1 text-sm text-muted-foreground">
        Get alerts on this device about offers and messages.
      </p>
      <Button size="sm" variant="soft" onClick={() => void enableNotifications()}>
        Enable
      </Button>
    </div>
  );
}
