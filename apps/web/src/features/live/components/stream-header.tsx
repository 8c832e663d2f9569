import type { LiveStream } from '@swapyard/domain/live';
import { appRoutes } from '@swapyard/domain/routes';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import { LiveBadge } from './live-badge';
import { ViewerCount } from './viewer-count';

/** Under a stream's video: its title, the streamer, LIVE while on air and who is watching. */
export function StreamHeader({ stream }: { stream: LiveStream }) {
  const live = stream.status === 'live';
  return (
    <div className="grid gap-3">
      <div className="flex min-w-0 items-start gap-2">
        <h1 className="min-w-0 flex-1 text-xl font-bold tracking-tight break-words sm:text-2xl">
          {stream.title}
        </h1>
        {live ? <LiveBadge className="mt-1.5" /> : null}
      </div>
      <div className="flex min-w-0 items-center gap-3">
        <Link
          to={appRoutes.user(stream.streamer.username)}
          className="flex min-w-0 items-center gap-2 rounded-lg"
        >
          <ProfileAvatar profile={stream.streamer} className="size-9" />
          <span className="grid min-w-0 leading-tight">
            <span className="truncate font-semibold">
              {stream.streamer.fullName || stream.streamer.username}
            </span>
            <span className="truncate text-sm text-muted-foreground">@{stream.streamer.username}</span>
          </span>
        </Link>
        {live ? <ViewerCount count={stream.viewerCount} className="ml-auto text-muted-foreground" /> : null}
      </div>
    </div>
  );
}
