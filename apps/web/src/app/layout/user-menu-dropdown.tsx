import type { Me } from '@swapyard/domain/me';
import { appRoutes } from '@swapyard/domain/routes';
import { BellRing, LogOut, Settings, User, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth';
import { InstallAppMenuItem } from '@/features/pwa';
import { AvatarButton } from './avatar-button';

/** The signed-in member's avatar menu: name, Profile, Wallet, Settings, Sign out. Mounted open by UserMenu. */
export default function UserMenuDropdown({ me }: { me: Me }) {
  const signOut = useSignOut();
  const { profile } = me;

  return (
    // Non-modal: a modal menu hides the page from assistive tech while its links stay focusable (axe: aria-hidden-focus).
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <AvatarButton me={me} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex items-center gap-3">
          <ProfileAvatar profile={profile} className="size-10" />
          <div className="grid min-w-0">
            <span className="truncate text-sm font-semibold">{profile.fullName}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">@{profile.username}</span>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={appRoutes.profile}>
            <User aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={appRoutes.wallet}>
            <Wallet aria-hidden />
            Wallet
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={appRoutes.savedSearches}>
            <BellRing aria-hidden />
            Saved searches
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={appRoutes.settings}>
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        <InstallAppMenuItem />
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" disabled={signOut.isPending} onSelect={() => signOut.mutate({})}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
