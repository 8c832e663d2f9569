import { appRoutes } from '@swapyard/domain/routes';
import type { PublicProfile, VisiblePublicProfile } from '@swapyard/domain/profiles';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/features/auth';
import { ClosetsTab } from '@/features/closets';
import { ReviewsList } from '@/features/social';
import { isApiError } from '@/lib/api-client';
import type { ConnectionKind } from '../api/get-connections';
import { useUserProfile } from '../api/get-user-profile';
import { AboutTab } from '../components/about-tab';
import { ConnectionsDialogContent } from '../components/connections-dialog';
import { ReportButton } from '@/features/reports';
import { FollowButton } from '../components/follow-button';
import { MessageButton } from '../components/message-button';
import { AvatarRing, ProfileHeader } from '../components/profile-header';
import {
  ProfileLoadError,
  ProfileLoading,
  RestrictedNotice,
  UserNotFound,
} from '../components/profile-states';
import { ProfileStats, useClosetTotals } from '../components/profile-stats';

/** /user/:id, where id is a UUID or a username in any case (docs/product/profiles.md, "Public profile"). */
export default function UserPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const query = useUserProfile(id, { enabled: id !== '' });

  if (query.isPending) return <ProfileLoading title="Member profile" />;
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404 ? (
      <UserNotFound />
    ) : (
      <ProfileLoadError title="Member profile" />
    );
  }
  const signedIn = Boolean(me.data);
  const profile = query.data;
  const actions = <ProfileActions profile={profile} profileKey={id} signedIn={signedIn} />;
  if (profile.restricted) {
    return (
      <Page title={profile.fullName}>
        <section aria-label="Profile" className="grid gap-6">
          <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface p-5 shadow-xs">
            <AvatarRing color={profile.themeColor}>
              <ProfileAvatar profile={profile} className="size-16 border-2 border-surface text-xl" />
            </AvatarRing>
            <div className="grid min-w-0 flex-1">
              <span className="truncate text-lg font-semibold">{profile.fullName}</span>
              <span className="truncate text-muted-foreground">@{profile.username}</span>
            </div>
            <div className="flex gap-2">{actions}</div>
          </div>
          <RestrictedNotice visibility={profile.visibility} />
        </section>
      </Page>
    );
  }
  return <VisibleProfile profile={profile} actions={actions} />;
}

function ProfileActions({
  profile,
  profileKey,
  signedIn,
}: {
  profile: PublicProfile;
  profileKey: string;
  signedIn: boolean;
}) {
  if (profile.viewer.isOwner) {
    return (
      <Button asChild variant="secondary">
        <Link to={appRoutes.profile}>
          <Pencil aria-hidden className="size-4" />
          Edit Profile
        </Link>
      </Button>
    );
  }
  return (
    <>
      <MessageButton userId={profile.id} />
      <FollowButton
        userId={profile.id}
        profileKey={profileKey}
        isFollowing={profile.viewer.isFollowing}
        signedIn={signedIn}
      />
      {signedIn ? (
        <ReportButton
          subject={{ kind: 'user', id: profile.id }}
          name={`@${profile.username}`}
          label="Report"
          size="md"
        />
      ) : null}
    </>
  );
}

function VisibleProfile({ profile, actions }: { profile: VisiblePublicProfile; actions: React.ReactNode }) {
  const [connections, setConnections] = useState<ConnectionKind | null>(null);
  const totals = useClosetTotals(profile.id);
  const isOwner = profile.viewer.isOwner;
  return (
    <Page title={profile.fullName}>
      <div className="grid gap-6">
        <ProfileHeader profile={profile} actions={actions} onOpenConnections={setConnections}>
          <ProfileStats userId={profile.id} trades={profile.stats.trades} />
        </ProfileHeader>
        <Tabs defaultValue="closets" className="grid gap-4">
          <TabsList className="grid w-full grid-cols-3 sm:w-md">
            <TabsTrigger value="closets">Closets ({totals.closetCount ?? 0})</TabsTrigger>
            <TabsTrigger value="reviews">Reviews ({profile.stats.rating.count})</TabsTrigger>
            <TabsTrigger value="about">About</TabsTrigger>
          </TabsList>
          <TabsContent value="closets">
            <ClosetsTab userId={profile.id} isOwner={isOwner} />
          </TabsContent>
          <TabsContent value="reviews">
            <ReviewsList userId={profile.id} />
          </TabsContent>
          <TabsContent value="about">
            <AboutTab profile={profile} itemCount={totals.itemCount} />
          </TabsContent>
        </Tabs>
      </div>
      <Dialog open={connections !== null} onOpenChange={(open) => !open && setConnections(null)}>
        {connections ? (
          <ConnectionsDialogContent
            userId={profile.id}
            name={profile.fullName}
            counts={profile.stats}
            tab={connections}
            onTabChange={setConnections}
            onNavigate={() => setConnections(null)}
          />
        ) : null}
      </Dialog>
    </Page>
  );
}
