import { appRoutes } from '@swapyard/domain/routes';
import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth';
import { liveLinks } from '../live-links';

/** 'Go Live': the broadcast page for a member; a visitor signs in first and lands there after. */
export function GoLiveButton() {
  const me = useMe();
  const signedIn = !!me.data;
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
