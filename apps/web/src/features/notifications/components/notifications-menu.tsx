import { Bell } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/icon-button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { NotificationsPanel } from './notifications-panel';

type Props = { signedIn: boolean; unreadCount: number };

/**
 * A popover on desktop, a bottom sheet (80% high) on phones (docs/product/notifications.md, "The bell"). Mounted
 * open by the bell.
 */
export default function NotificationsMenu({ signedIn, unreadCount }: Props) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(true);

  const trigger = (
    <IconButton aria-label="Notifications" count={unreadCount}>
      <Bell aria-hidden />
    </IconButton>
  );

  if (isDesktop) {
    return (
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>{trigger}</PopoverTrigger>
        <PopoverContent aria-label="Notifications" className="flex max-h-[min(32rem,80vh)] w-96 flex-col">
          <NotificationsPanel signedIn={signedIn} variant="popover" onNavigate={() => setOpen(false)} />
        </PopoverContent>
      </Popover>
    );
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <NotificationsPanel signedIn={signedIn} variant="sheet" onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
