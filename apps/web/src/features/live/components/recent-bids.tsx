import { formatCents } from '@swapyard/domain/money';
import { RECENT_BIDS_SHOWN, type LiveAuctionStatus, type LiveBid } from '@swapyard/domain/live';
import { Trophy } from 'lucide-react';
import { ProfileAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

const markOf: Partial<Record<LiveAuctionStatus, string>> = { active: 'Winning', sold: 'Won' };

/**
 * The highest bids (RECENT_BIDS_SHOWN), highest first: the winning one marked while the auction runs, the winner
 * once it sold; a passed auction has no winner.
 */
export function RecentBids({ bids, status }: { bids: LiveBid[]; status: LiveAuctionStatus }) {
  const mark = markOf[status];
  if (bids.length === 0) return <p className="text-sm text-muted-foreground">No bids yet.</p>;
  return (
    <ol aria-label="Recent bids" className="grid gap-1.5">
      {bids.slice(0, RECENT_BIDS_SHOWN).map((bid) => (
        <li
          key={bid.id}
          className={cn(
            'flex min-w-0 items-center gap-2 rounded-lg px-2 py-1.5 text-sm',
            mark && bid.isWinning && 'bg-primary-soft text-primary-soft-foreground',
          )}
        >
          <ProfileAvatar profile={bid.bidder} className="size-6 text-xs" />
          <span className="min-w-0 truncate">@{bid.bidder.username}</span>
          {mark && bid.isWinning ? (
            <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold">
              <Trophy aria-hidden className="size-3.5" />
              {mark}
            </span>
          ) : null}
          <span className="ml-auto shrink-0 font-semibold tabular-nums">{formatCents(bid.amountCents)}</span>
        </li>
      ))}
    </ol>
  );
}
