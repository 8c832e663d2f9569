import { appRoutes } from '@swapyard/domain/routes';
import { CalendarDays, ChevronRight, ListChecks, MapPin, Settings, Shield, Shirt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { formatMonthYear } from '@/lib/format';

/** /profile: the member's own profile (spec part 2 §2). Closets, stats and editing arrive with later issues. */
export default function ProfilePage() {
  const me = useMe();

  if (me.isPending) {
    return (
      <Page title="My Profile">
        <Spinner label="Loading..." />
      </Page>
    );
  }
  if (!me.data) {
    return (
      <Page title="My Profile">
        <SignInPrompt title="Please sign in to view your profile" />
      </Page>
    );
  }

  const { profile, access } = me.data;
  return (
    <Page title="My Profile">
      <div className="grid gap-6">
        <Card className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:items-start sm:text-left">
          <ProfileAvatar profile={profile} className="size-20 text-2xl" />
          <div className="grid min-w-0 gap-2">
            <div>
              <p className="text-xl font-semibold">{profile.fullName}</p>
              <p className="text-muted-foreground">@{profile.username}</p>
            </div>
            {profile.bio ? <p className="text-sm">{profile.bio}</p> : null}
            <div className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-muted-foreground sm:justify-start">
              {profile.location && profile.privacySettings.showLocation ? (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden className="size-4" />
                  {profile.location}
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4" />
                Member since {formatMonthYear(profile.createdAt)}
              </span>
            </div>
          </div>
        </Card>

        <div className="grid gap-3 sm:grid-cols-2">
          {access.hasAdminAccess ? (
            <LinkCard
              to={appRoutes.admin}
              icon={<Shield />}
              title="Admin Dashboard"
              text="Reports, disputes and verifications"
            />
          ) : null}
          <LinkCard
            to={appRoutes.settings}
            icon={<Settings />}
            title="Settings"
            text="Account, privacy and notifications"
          />
          <LinkCard
            to={`${appRoutes.survey}?mode=update`}
            icon={<ListChecks />}
            title="Interest Survey"
            text="Tune what your feed shows you"
          />
        </div>

        <ComingSoon icon={<Shirt />} title="Your closets will live here">
          Once listing opens, the items you upload are grouped into closets on this page.
        </ComingSoon>
      </div>
    </Page>
  );
}

function LinkCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border border-border bg-surface p-4 shadow-xs transition-colors hover:bg-accent"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground [&_svg]:size-5">
        {icon}
      </span>
      <span className="grid min-w-0 flex-1">
        <span className="font-medium">{title}</span>
        <span className="truncate text-sm text-muted-foreground">{text}</span>
      </span>
      <ChevronRight
        aria-hidden
        className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
