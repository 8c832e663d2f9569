import { profileMessages } from '@swapyard/domain/profiles';
import { CircleAlert, Lock, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';

export function ProfileLoading({ title }: { title: string }) {
  return (
    <Page title={title}>
      <div className="flex justify-center py-16 text-muted-foreground">
        <Spinner label="Loading..." />
      </div>
    </Page>
  );
}

/** 'Error loading profile' / 'Please try again later' (docs/product/profiles.md). */
export function ProfileLoadError({ title }: { title: string }) {
  return (
    <Page title={title}>
      <EmptyState icon={<CircleAlert />} title={profileMessages.loadError}>
        {profileMessages.loadErrorText}
      </EmptyState>
    </Page>
  );
}

export function UserNotFound() {
  return (
    <Page title="Member profile">
      <EmptyState icon={<UserX />} title={profileMessages.userNotFound}>
        The member may have changed their username or closed their account.
      </EmptyState>
    </Page>
  );
}

/** A profile the viewer may not see: who it is, and why the rest is hidden. */
export function RestrictedNotice({
  visibility,
  action,
}: {
  visibility: 'friends' | 'private';
  action?: ReactNode;
}) {
  return (
    <EmptyState
      icon={<Lock />}
      title={visibility === 'private' ? profileMessages.privateProfile : profileMessages.friendsOnlyProfile}
      action={action}
    >
      {visibility === 'private'
        ? 'This member keeps their closets and details to themselves.'
        : 'Members who follow each other can see this profile. Follow them, and once they follow you back you can see their closets.'}
    </EmptyState>
  );
}
