import { appRoutes } from '@swapyard/domain/routes';
import { ListChecks, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe, useSignOut } from '@/features/auth';
import { AddressBookCard } from '@/features/handovers';
import { VerificationCard } from '@/features/verification';
import { errorMessage } from '@/lib/errors';
import { useSettings } from '../api/get-settings';
import { BundleDiscountsCard } from '../components/bundle-discounts-card';
import { SettingsToggles } from '../components/settings-toggles';

/**
 * /settings (docs/product/settings.md): toggles saved as they change, two-factor, interests, identity verification
 * (docs/product/verification.md), bundle discounts (docs/product/trades.md), the address book
 * (docs/product/handover.md) and the account.
 */
export default function SettingsPage() {
  const me = useMe();
  const settings = useSettings({ enabled: !!me.data });
  const signOut = useSignOut();

  if (me.isPending) {
    return (
      <Page title="Settings">
        <Spinner label="Loading..." />
      </Page>
    );
  }
  if (!me.data) {
    return (
      <Page title="Settings">
        <SignInPrompt title="Please sign in to change your settings" />
      </Page>
    );
  }

  const { user } = me.data;
  return (
    <Page title="Settings" className="max-w-3xl">
      <div className="grid gap-4">
        {settings.data ? (
          <SettingsToggles settings={settings.data} twoFactorEnabled={user.twoFactorEnabled} />
        ) : settings.isError ? (
          <Card>
            <CardHeader>
              <CardTitle>Your settings could not be loaded</CardTitle>
              <CardDescription>{errorMessage(settings.error)}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button variant="secondary" onClick={() => void settings.refetch()}>
                Try again
              </Button>
            </CardContent>
          </Card>
        ) : (
          <Spinner label="Loading settings..." />
        )}
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ListChecks aria-hidden className="size-5 text-primary dark:text-brand" />
              Interests
            </CardTitle>
            <CardDescription>Your interests shape the matches in your feed.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={`${appRoutes.survey}?mode=update`}>Update</Link>
            </Button>
          </CardContent>
        </Card>
        <VerificationCard />
        <BundleDiscountsCard sellerId={user.id} />
        <AddressBookCard />
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
            <CardDescription>
              Signed in as <span className="font-medium break-words text-foreground">{user.email}</span>
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate({})}>
              <LogOut aria-hidden className="size-4" />
              Sign out
            </Button>
            <Button
              variant="ghost"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate({ everywhere: true })}
            >
              Sign out of all devices
            </Button>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
