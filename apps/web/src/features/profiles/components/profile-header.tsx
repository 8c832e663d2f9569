import type { VisiblePublicProfile } from '@swapyard/domain/profiles';
import { AtSign, BadgeCheck, CalendarDays, Globe, MapPin, Music2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { formatMonthYear } from '@/lib/format';
import { visibleStyleTags } from '../lib/profile-display';
import type { ConnectionKind } from '../api/get-connections';

type Props = {
  profile: VisiblePublicProfile;
  /** Follow / Message or Edit / Customize buttons. */
  actions?: ReactNode;
  onOpenConnections: (tab: ConnectionKind) => void;
  /** Below the header: the stats row. */
  children?: ReactNode;
};

/**
 * The top of a profile, own or public: a band and an avatar ring in the member's theme colour, name, verified
 * badge, follower counts (opening the list), location (already null when hidden), links, bio and the first tags.
 */
export function ProfileHeader({ profile, actions, onOpenConnections, children }: Props) {
  const tags = visibleStyleTags(profile.styleTags);
  const { instagram, tiktok, website } = profile.socialLinks;
  return (
    <section
      aria-label="Profile"
      className="overflow-hidden rounded-2xl border border-border bg-surface shadow-xs"
    >
      <div
        aria-hidden
        className="h-24 sm:h-28"
        style={{
          backgroundColor: profile.themeColor,
          backgroundImage: `linear-gradient(135deg, ${profile.themeColor}, color-mix(in oklab, ${profile.themeColor} 55%, #0f172a))`,
        }}
      />
      <div className="relative grid gap-4 px-5 pb-5 sm:px-6">
        <div className="-mt-12 flex">
          <AvatarRing color={profile.themeColor}>
            <ProfileAvatar
              profile={profile}
              className="size-24 border-4 border-surface text-3xl sm:size-28"
            />
          </AvatarRing>
        </div>
        <div className="grid gap-1">
          <p className="flex flex-wrap items-center gap-1.5 text-xl font-semibold sm:text-2xl">
            <span className="min-w-0 break-words" data-testid="profile-name">
              {profile.fullName}
            </span>
            {profile.verified ? (
              <span title="Verified member" className="inline-flex" style={{ color: profile.themeColor }}>
                <BadgeCheck aria-hidden className="size-5.5" />
                <span className="sr-only">Verified</span>
              </span>
            ) : null}
          </p>
          <p className="text-muted-foreground">@{profile.username}</p>
        </div>
        {/* Beside the avatar from sm up; under the name on phones, where the row is too narrow for both. */}
        {actions ? (
          <div className="flex flex-wrap gap-2 sm:absolute sm:top-3 sm:right-6 sm:justify-end [&>*]:flex-1 sm:[&>*]:flex-none">
            {actions}
          </div>
        ) : null}

        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <CountButton
            count={profile.stats.followers}
            label="Followers"
            onClick={() => onOpenConnections('followers')}
          />
          <CountButton
            count={profile.stats.following}
            label="Following"
            onClick={() => onOpenConnections('following')}
          />
        </div>

        {profile.bio ? <p className="text-sm leading-relaxed whitespace-pre-line">{profile.bio}</p> : null}

        <div className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
          {profile.location ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" />
              {profile.location}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            Member since {formatMonthYear(profile.createdAt)}
          </span>
          {instagram ? (
            <ExternalLink
              href={`https://instagram.com/${encodeURIComponent(instagram)}`}
              icon={<AtSign />}
              label={`Instagram @${instagram}`}
            >
              @{instagram}
            </ExternalLink>
          ) : null}
          {tiktok ? (
            <ExternalLink
              href={`https://www.tiktok.com/@${encodeURIComponent(tiktok)}`}
              icon={<Music2 />}
              label={`TikTok @${tiktok}`}
            >
              @{tiktok}
            </ExternalLink>
          ) : null}
          {website ? (
            <ExternalLink href={website} icon={<Globe />} label={`Website ${website}`}>
              {website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
            </ExternalLink>
          ) : null}
        </div>

        {tags.shown.length > 0 ? (
          <ul aria-label="Style tags" className="flex flex-wrap gap-1.5">
            {tags.shown.map((tag) => (
              <li key={tag}>
                <Badge variant="brand">{tag}</Badge>
              </li>
            ))}
            {tags.more > 0 ? (
              <li>
                <Badge title={profile.styleTags.slice(2).join(', ')}>+{tags.more}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        {children}
      </div>
    </section>
  );
}

function CountButton({ count, label, onClick }: { count: number; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="cursor-pointer rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="font-semibold text-foreground tabular-nums">{count}</span> {label}
    </button>
  );
}

function ExternalLink({
  href,
  icon,
  label,
  children,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex max-w-full items-center gap-1.5 rounded-md hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0"
    >
      {icon}
      <span className="truncate">{children}</span>
    </a>
  );
}

/** The avatar ringed in the member's theme colour (docs/product/profiles.md, "The profile header"). */
export function AvatarRing({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span
      data-testid="avatar-ring"
      className="inline-flex rounded-full p-1 shadow-md"
      style={{ backgroundColor: color }}
    >
      {children}
    </span>
  );
}
