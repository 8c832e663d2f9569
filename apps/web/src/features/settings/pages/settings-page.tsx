import { appRoutes } from '@swapyard/domain/routes';
import { ListChecks, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe, useSignOut } from '@/features/auth';

/** /settings. Privacy, notification and two-factor toggles arrive with the settings issue. */
export default function SettingsPage() {
  const me = useMe();
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
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
            <CardDescription>
              Signed in as <span className="font-medium text-foreground">{user.email}</span>
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="flex items-center gap-2 text-sm">
              <ShieldCheck aria-hidden className="size-4 text-muted-foreground" />
              Two-factor authentication is {user.twoFactorEnabled ? 'on' : 'off'}.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate({})}>
                Sign out
              </Button>
              <Button
                variant="ghost"
                disabled={signOut.isPending}
                onClick={() => signOut.mutate({ everywhere: true })}
              >
                Sign out of all devices
              </Button>
            </div>
          </CardContent>
        </Card>
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
      </div>
    </Page>
  );
}
