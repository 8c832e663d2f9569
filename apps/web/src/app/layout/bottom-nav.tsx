import { appRoutes } from '@swapyard/domain/routes';
import { Heart, PlusCircle, User, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';

const itemClass =
  'flex h-full flex-1 flex-col items-center justify-center gap-1 rounded-xl text-[11px] font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&_svg]:size-6';

// The feed answers at / and /discovery, and /matches shows it below the swap circles: Match is the current tab on all three.
const FEED_PATHS = new Set<string>([appRoutes.home, appRoutes.discovery, appRoutes.matches]);

function Tab({ to, icon, label, active }: { to: string; icon: ReactNode; label: string; active: boolean }) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        itemClass,
        active ? 'text-primary dark:text-brand' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {icon}
      {label}
    </Link>
  );
}

/** Phones only (below 768 px): Match, Wallet, Profile, and List, which opens the Upload Item overlay. */
export function BottomNav({ onList }: { onList: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-lg md:hidden"
    >
      <div className="mx-auto flex h-16 max-w-md items-stretch px-2 py-1.5">
        <Tab
          to={appRoutes.matches}
          icon={<Heart aria-hidden />}
          label="Match"
          active={FEED_PATHS.has(pathname)}
        />
        <Tab
          to={appRoutes.wallet}
          icon={<Wallet aria-hidden />}
          label="Wallet"
          active={pathname === appRoutes.wallet}
        />
        <button
          type="button"
          onClick={onList}
          className={cn(itemClass, 'cursor-pointer text-muted-foreground hover:text-foreground')}
        >
          <PlusCircle aria-hidden className="text-primary dark:text-brand" />
          List
        </button>
        <Tab
          to={appRoutes.profile}
          icon={<User aria-hidden />}
          label="Profile"
          active={pathname === appRoutes.profile}
        />
      </div>
    </nav>
  );
}
