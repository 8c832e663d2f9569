import { authMessages } from '@swapyard/domain/auth';
import type { Me } from '@swapyard/domain/me';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useSignOut } from '../api/sign-out';

/** /auth for someone already signed in: who they are, and the ways out. */
export function SignedInPanel({ me }: { me: Me }) {
  const signOut = useSignOut();
  const { profile } = me;

  return (
    <div className="grid gap-6 text-center">
      <div className="grid justify-items-center gap-3">
        <ProfileAvatar profile={profile} className="size-16 text-xl" />
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{authMessages.welcomeBack}</h1>
          <p className="text-sm text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{profile.fullName}</span> (@
            {profile.username})
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <Button asChild size="lg">
          <Link to="/">Go to your feed</Link>
        </Button>
        <Button variant="secondary" size="lg" disabled={signOut.isPending} onClick={() => signOut.mutate({})}>
          Sign Out
        </Button>
        <Button
          variant="ghost"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate({ everywhere: true })}
          className="text-muted-foreground"
        >
          Sign out of all devices
        </Button>
      </div>
    </div>
  );
}
