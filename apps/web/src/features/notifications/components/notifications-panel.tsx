import { appRoutes } from '@swapyard/domain/routes';
import { BellOff, LogIn } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

type Props = { signedIn: boolean; variant: 'popover' | 'sheet'; onNavigate: () => void };

/** Title row and body shared by the desktop popover and the phone sheet. */
export function NotificationsPanel({ signedIn, variant, onNavigate }: Props) {
  const location = useLocation();
  // In the sheet the title must be the dialog's title, so screen readers announce it on open.
  const Title = variant === 'sheet' ? DialogPrimitive.Title : 'h2';

  return (
    <>
      <div className="flex items-center justify-between border-b border-border px-5 py-4">
        <Title className="text-base font-semibold">Notifications</Title>
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 overflow-y-auto px-6 py-12 text-center">
        {signedIn ? (
          <>
            <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
              <BellOff aria-hidden className="size-6" />
            </div>
            <p className="font-semibold">No notifications</p>
            <p className="max-w-64 text-sm text-muted-foreground">
              You're all caught up! New notifications will appear here.
            </p>
          </>
        ) : (
          <>
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
          </>
        )}
      </div>
    </>
  );
}
