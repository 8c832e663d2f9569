import { conditionValueToLabel, sizeValueToLabel } from '@swapyard/domain/item-labels';
import { LIVE_TEXTS, type LiveAuction } from '@swapyard/domain/live';
import { formatCents } from '@swapyard/domain/money';
import { appRoutes } from '@swapyard/domain/routes';
import { Gavel, LogIn } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { ItemPhoto } from '@/components/item-photo';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useNow } from '../hooks/use-now';
import { auctionSecondsLeft } from '../lib/countdown';
import { AuctionCountdown } from './auction-countdown';
import { BidForm } from './bid-form';
import { RecentBids } from './recent-bids';

const priceLabel: Record<LiveAuction['status'], string> = {
  pending: 'Starting price',
  active: 'Current price',
  sold: 'Sold price',
  passed: 'Final price',
};

/** Who looks at the card: the streamer (no bidding), a member, or a visitor (asked to sign in). */
export type AuctionViewer = 'streamer' | 'member' | 'visitor';

/** What a closed auction came to: 'Sold to @x for $y', or 'Passed'. */
export function auctionResult(auction: LiveAuction): string | null {
  if (auction.status === 'sold') {
    const price = formatCents(auction.currentPriceCents);
    return auction.winner ? `Sold to @${auction.winner.username} for ${price}` : `Sold for ${price}`;
  }
  return auction.status === 'passed' ? 'Passed' : null;
}

/**
 * The auction card (docs/product/live.md, "Auctions"): the item, the current price, the countdown on the server's
 * clock, the bid form, the highest bids, and the result once it closes. At zero the bid form goes and 'Closing…'
 * shows until the server's close arrives (a late bid may have moved the end).
 */
export function AuctionCard({
  auction,
  clockOffsetMs,
  streamId,
  viewer,
  className,
}: {
  auction: LiveAuction | null;
  clockOffsetMs: number;
  streamId: string;
  viewer: AuctionViewer;
  className?: string;
}) {
  const titleId = useId();
  const priceId = useId();
  const location = useLocation();
  const running = auction?.status === 'active';
  const now = useNow(250, running);
  const frame = cn('grid gap-4 rounded-2xl border border-border bg-surface p-4 shadow-xs', className);

  if (!auction) {
    return (
      <section aria-labelledby={titleId} className={frame}>
        <h2 id={titleId} className="flex items-center gap-2 font-semibold">
          <Gavel aria-hidden className="size-4" />
          Live Auction
        </h2>
        <p className="text-sm text-muted-foreground">No auction is running right now.</p>
      </section>
    );
  }

  const left = running ? auctionSecondsLeft(auction, now, clockOffsetMs) : null;
  const result = auctionResult(auction);
  const { item } = auction;
  const facts = [conditionValueToLabel(item.condition), item.size ? sizeValueToLabel(item.size) : null]
    .filter(Boolean)
    .join(' · ');

  let action = null;
  if (result) {
    action = (
      <p
        className={cn(
          'rounded-xl px-3 py-2 text-center font-semibold',
          auction.status === 'sold' ? 'bg-primary-soft text-primary-soft-foreground' : 'bg-accent',
        )}
      >
        {result}
      </p>
    );
  } else if (running && left === 0) {
    action = (
      <p className="text-center text-sm text-muted-foreground">
        <Spinner label="Closing…" />
      </p>
    );
  } else if (running && viewer === 'visitor') {
    action = (
      <Button asChild>
        <Link to={appRoutes.auth} state={{ from: location.pathname }}>
          <LogIn aria-hidden className="size-4" />
          Sign In to Bid
        </Link>
      </Button>
    );
  } else if (running && viewer === 'member') {
    action = <BidForm key={auction.id} auction={auction} streamId={streamId} />;
  }

  return (
    <section aria-labelledby={titleId} className={frame}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold">
          <Gavel aria-hidden className="size-4" />
          Live Auction
        </h2>
        {left !== null && left > 0 ? <AuctionCountdown seconds={left} /> : null}
      </div>
      <div className="flex min-w-0 gap-3">
        <ItemPhoto item={item} sizes="80px" className="size-20 shrink-0 rounded-xl" />
        <div className="grid min-w-0 content-start gap-1">
          <p className="line-clamp-2 font-semibold break-words">{item.title}</p>
          {facts ? <p className="text-sm text-muted-foreground">{facts}</p> : null}
          <dl className="flex flex-wrap items-baseline gap-x-2">
            <dt id={priceId} className="text-xs text-muted-foreground">
              {priceLabel[auction.status]}
            </dt>
            <dd aria-labelledby={priceId} className="text-xl font-bold tabular-nums">
              {formatCents(auction.currentPriceCents)}
            </dd>
          </dl>
          <p className="text-xs text-muted-foreground">
            {auction.bidCount === 1 ? '1 bid' : `${auction.bidCount} bids`}
            {viewer === 'streamer' && auction.reservePriceCents !== null
              ? ` · Reserve ${formatCents(auction.reservePriceCents)}`
              : null}
          </p>
          {/* Bidders need to know whether a last-second bid buys more time. */}
          <p className="text-xs font-medium">
            {auction.suddenDeath ? LIVE_TEXTS.suddenDeathCard : LIVE_TEXTS.extraTime}
          </p>
        </div>
      </div>
      {auction.hasReserve && !auction.reserveMet ? (
        <p className="rounded-lg bg-amber-100 px-3 py-1.5 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {LIVE_TEXTS.reserveNotMet}
        </p>
      ) : null}
      {action}
      {auction.status !== 'pending' ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Bids</h3>
          <RecentBids bids={auction.recentBids} status={auction.status} />
        </div>
      ) : null}
    </section>
  );
}
