import { formatCents } from '@swapyard/domain/money';
import type { LiveStream } from '@swapyard/domain/live';
import { Gavel, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import { liveLinks } from '../live-links';
import { LiveBadge } from './live-badge';
import { ViewerCount } from './viewer-count';

/** One stream on /live: what is being auctioned (its photo), the title, the streamer and who is watching. */
export function StreamCard({ stream }: { stream: LiveStream }) {
  const auction = stream.activeAuction;
  return (
    <Link
      to={liveLinks.stream(stream.id)}
      className="group block overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div className="relative aspect-video overflow-hidden bg-gradient-to-br from-primary-soft to-surface-muted">
        {auction?.itemPhoto ? (
          <img
            src={auction.itemPhoto}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="absolute inset-0 flex items-center justify-center text-primary-soft-foreground">
            <Radio aria-hidden className="size-10" />
          </div>
        )}
        <LiveBadge className="absolute top-2.5 left-2.5" />
        <ViewerCount
          count={stream.viewerCount}
          className="absolute top-2.5 right-2.5 rounded-md bg-black/60 px-2 py-0.5 text-xs text-white"
        />
      </div>
      <div className="grid gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold break-words">{stream.title}</h3>
        <div className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
          <ProfileAvatar profile={stream.streamer} className="size-6 text-xs" />
          <span className="truncate">{stream.streamer.fullName || `@${stream.streamer.username}`}</span>
        </div>
        {auction ? (
          <p className="flex min-w-0 items-center gap-1.5 text-sm">
            <Gavel aria-hidden className="size-4 shrink-0 text-primary dark:text-brand" />
            <span className="truncate">{auction.itemTitle}</span>
            <span className="ml-auto shrink-0 font-semibold tabular-nums">
              {formatCents(auction.currentPriceCents)}
            </span>
          </p>
        ) : null}
      </div>
    </Link>
  );
}
