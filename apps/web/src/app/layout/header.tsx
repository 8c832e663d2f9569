import { appRoutes } from '@swapyard/domain/routes';
import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth';
import { UploadItemOverlay } from '@/features/items/shell';
import { MessagesButton } from '@/features/messaging';
import { NotificationsButton } from '@/features/notifications';
import { SearchLauncher } from '@/features/search';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

/** The header (docs/product/app-shell.md): logo, search, Sell, notifications, messages, and the account entry. */
export function Header({ onSell }: { onSell: () => void }) {
  const me = useMe();
  const location = useLocation();
  const signedIn = !!me.data;

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-lg supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <Link to={appRoutes.home} aria-label="Swapyard" className="shrink-0 rounded-xl">
          <Logo />
        </Link>

        <div className="flex flex-1 justify-end md:justify-center">
          <SearchLauncher />
        </div>

        <nav aria-label="Account and activity" className="flex items-center gap-0.5 sm:gap-1">
          <Button
            onClick={onSell}
            onPointerEnter={UploadItemOverlay.preload}
            onFocus={UploadItemOverlay.preload}
            aria-haspopup="dialog"
            className="mr-1 hidden md:inline-flex"
          >
            <Plus aria-hidden className="size-4" strokeWidth={2.5} />
            Sell
          </Button>
          <NotificationsButton signedIn={signedIn} />
          <MessagesButton signedIn={signedIn} />
          <div className="ml-1 flex items-center">
            {me.isPending ? (
              <span aria-hidden className="size-9 animate-pulse rounded-full bg-accent" />
            ) : me.data ? (
              <UserMenu me={me.data} />
            ) : (
              <Button asChild size="sm" className="h-9 px-4">
                <Link
                  to={appRoutes.auth}
                  state={
                    location.pathname.startsWith('/auth')
                      ? null
                      : { from: location.pathname + location.search }
                  }
                >
                  Login
                </Link>
              </Button>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
