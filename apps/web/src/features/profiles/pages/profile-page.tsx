import { appRoutes } from '@swapyard/domain/routes';
import { ChevronRight, ListChecks, Palette, Pencil, Settings, Shield } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/features/auth';
import { AllItemsTab, ClosetsTab } from '@/features/closets';
import { TrustCard } from '@/features/social';
import type { ConnectionKind } from '../api/get-connections';
import { useUserProfile } from '../api/get-user-profile';
import { ConnectionsDialogContent } from '../components/connections-dialog';
import { CustomizeDialogContent } from '../components/customize-dialog';
import { InlineEditForm } from '../components/inline-edit-form';
import { ProfileHeader } from '../components/profile-header';
import { ProfileLoadError, ProfileLoading } from '../components/profile-states';
import { ProfileStats } from '../components/profile-stats';

const TITLE = 'My Profile';

/** /profile: the member's own profile (docs/product/profiles.md, "Own profile"). */
export default function ProfilePage() {
  const me = useMe();
  if (me.isPending) return <ProfileLoading title={TITLE} />;
  if (me.isError) return <ProfileLoadError title={TITLE} />;
  if (!me.data) {
    return (
      <Page title={TITLE}>
        <SignInPrompt title="Please sign in to view your profile" />
      </Page>
    );
  }
  return <OwnProfile userId={me.data.user.id} hasAdminAccess={me.data.access.hasAdminAccess} />;
}

function OwnProfile({ userId, hasAdminAccess }: { userId: string; hasAdminAccess: boolean }) {
  const query = useUserProfile(userId);
  const [editing, setEditing] = useState(false);
  const [customizing, setCustomizing] = useState(false);
  const [connections, setConnections] = useState<ConnectionKind | null>(null);

  if (query.isPending) return <ProfileLoading title={TITLE} />;
  if (query.isError || query.data.restricted) return <ProfileLoadError title={TITLE} />;
  const profile = query.data;

  return (
    <Page title={TITLE}>
      {/*
        From 1024 px the account cards sit beside the header only: the closets below take the full width instead of
        two thirds beside an empty column. The cards stay last in reading order.
      */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0">
          {editing ? (
            <InlineEditForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <ProfileHeader
              profile={profile}
              onOpenConnections={setConnections}
              actions={
                <>
                  <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                    <Pencil aria-hidden className="size-3.5" />
                    Edit Profile
                  </Button>
                  <Button size="sm" onClick={() => setCustomizing(true)}>
                    <Palette aria-hidden className="size-3.5" />
                    Customize Profile
                  </Button>
                </>
              }
            >
              <ProfileStats userId={userId} trades={profile.stats.trades} />
            </ProfileHeader>
          )}
        </div>

        <Tabs defaultValue="closets" className="grid min-w-0 gap-4 lg:col-span-2">
          <TabsList className="grid w-full grid-cols-2 sm:w-80">
            <TabsTrigger value="closets">My Closets</TabsTrigger>
            <TabsTrigger value="all">All Items</TabsTrigger>
          </TabsList>
          <TabsContent value="closets">
            <ClosetsTab userId={userId} isOwner />
          </TabsContent>
          <TabsContent value="all">
            <AllItemsTab userId={userId} isOwner />
          </TabsContent>
        </Tabs>

        <aside className="grid gap-3 lg:col-start-2 lg:row-start-1" aria-label="Your account">
          <TrustCard userId={userId} />
          {hasAdminAccess ? (
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
        </aside>
      </div>

      <Dialog open={customizing} onOpenChange={setCustomizing}>
        {customizing ? (
          <CustomizeDialogContent profile={profile} onDone={() => setCustomizing(false)} />
        ) : null}
      </Dialog>
      <Dialog open={connections !== null} onOpenChange={(open) => !open && setConnections(null)}>
        {connections ? (
          <ConnectionsDialogContent
            userId={userId}
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

function LinkCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border border-border bg-surface p-4 shadow-xs transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
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
