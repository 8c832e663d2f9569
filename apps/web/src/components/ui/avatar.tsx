import { Avatar as AvatarPrimitive } from 'radix-ui';
import { DEFAULT_THEME_COLOR } from '@swapyard/domain/profiles';
import { initials } from '@/lib/format';
import { cn } from '@/lib/cn';

type AvatarProps = {
  name: string;
  src?: string | null;
  /** The member's profile theme colour tints the fallback. */
  color: string;
  className?: string;
};

function Avatar({ name, src, color, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex size-9 shrink-0 overflow-hidden rounded-full select-none',
        className,
      )}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      {/* Without a photo the initials show at once, in the server's render of the home feed too (a delay, even of
          0 ms, waits for the browser). */}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : undefined}
        className="flex size-full items-center justify-center text-[0.8em] font-semibold text-white"
        // A dark overlay on the theme colour keeps white initials readable on light theme colours.
        style={{
          backgroundColor: color,
          backgroundImage: 'linear-gradient(rgb(0 0 0 / 0.18), rgb(0 0 0 / 0.18))',
        }}
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

type ProfileAvatarProps = {
  profile: { fullName: string; username?: string; avatarUrl: string | null; themeColor?: string | null };
  className?: string;
};

/**
 * A member's avatar, the one way the app draws it (profile, feed, trades, messages, reviews): their photo, or their
 * initials (of the username when the name is blank) on their profile theme colour, so a member looks the same
 * everywhere.
 */
export function ProfileAvatar({ profile, className }: ProfileAvatarProps) {
  return (
    <Avatar
      name={profile.fullName.trim() || profile.username || ''}
      src={profile.avatarUrl}
      color={profile.themeColor || DEFAULT_THEME_COLOR}
      className={className}
    />
  );
}
