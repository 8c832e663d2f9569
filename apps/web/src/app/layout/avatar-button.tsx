import type { Me } from '@swapyard/domain/me';
import type { ComponentProps } from 'react';
import { ProfileAvatar } from '@/components/ui/avatar';

/** The avatar that opens the account menu; the same element before and after the menu's code has loaded. */
export function AvatarButton({ me, ...props }: { me: Me } & ComponentProps<'button'>) {
  const { profile } = me;
  return (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      className="cursor-pointer rounded-full ring-offset-2 ring-offset-background transition-shadow hover:ring-2 hover:ring-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...props}
    >
      <ProfileAvatar profile={profile} />
    </button>
  );
}
