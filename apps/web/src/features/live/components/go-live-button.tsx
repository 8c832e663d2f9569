import { appRoutes } from '@swapyard/domain/routes';
import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth';
import { liveLinks } from '../live-links';

/**
 * 'Go Live': the broadcast page for a member; a visitor signs in first and lands there after. While the session is
 * still being read, the broadcast page too: it waits for the session itself, and a member clicking early must not be
 * sent to the sign-in page.
 */
export function GoLiveButton() {
  const me = useMe();
  const signedIn = !!me.data || me.isPending;
  return (
    <Button asChild size="lg">
      <Link
        to={signedIn ? liveLinks.broadcast : appRoutes.auth}
        state={signedIn ? undefined : { from: liveLinks.broadcast }}
      >
        <Radio aria-hidden className="size-5" />
        Go Live
      </Link>
    </Button>
  );
}
