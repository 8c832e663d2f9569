import { LIVE_TEXTS, type LiveAuction } from '@swapyard/domain/live';
import { formatCents } from '@swapyard/domain/money';
import { Gavel } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAuctionAction, type AuctionAction } from '../api/auction-actions';
import { useStreamAuctions } from '../api/get-auctions';
import { useNow } from '../hooks/use-now';
import { runningAuction } from '../lib/auctions';
import { auctionSecondsLeft } from '../lib/countdown';
import { auctionResult } from './auction-card';
import { AuctionCountdown } from './auction-countdown';
import { CreateAuctionForm } from './create-auction-form';

const actionTexts: Record<AuctionAction, { done: string; failed: string }> = {
  start: { done: LIVE_TEXTS.auctionStarted, failed: LIVE_TEXTS.auctionStartFailed },
  sell: { done: LIVE_TEXTS.itemSold, failed: LIVE_TEXTS.auctionEndFailed },
  pass: { done: LIVE_TEXTS.auctionEnded, failed: LIVE_TEXTS.auctionEndFailed },
};

const durationText = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${seconds / 60} min`);

/**
 * The streamer's auctions (docs/product/live.md, "Auctions"): a form to put an item up, the auctions waiting to
 * start, the running one with Sell and Pass, and the latest results.
 */
export function AuctionManager({ streamId, className }: { streamId: string; className?: string }) {
  const titleId = useId();
  const board = useStreamAuctions(streamId);
  const act = useAuctionAction(streamId);
  const running = runningAuction(board.data);
  const waiting = (board.data?.open ?? []).filter((auction) => auction.status === 'pending');
  const recent = board.data?.recent ?? [];
  const openItemIds = new Set((board.data?.open ?? []).map((auction) => auction.item.id));
  const now = useNow(250, !!running);

  const run = (auction: LiveAuction, action: AuctionAction) =>
    act.mutate(
      { auctionId: auction.id, action },
      {
        onSuccess: () => toast.success(actionTexts[action].done),
        onError: (error) => toast.error(actionTexts[action].failed, { description: errorMessage(error) }),
      },
    );
  const busy = (auction: LiveAuction) => act.isPending && act.variables?.auctionId === auction.id;

  const left = running ? auctionSecondsLeft(running, now, board.data?.clockOffsetMs ?? 0) : null;

  return (
    <section aria-labelledby={titleId} className={cn('grid content-start gap-5', className)}>
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <Gavel aria-hidden className="size-4" />
        Auction Manager
      </h2>
      <CreateAuctionForm streamId={streamId} openItemIds={openItemIds} />

      {board.isPending ? <Spinner label="Loading auctions..." /> : null}

      {running ? (
        <div
          className="grid gap-3 rounded-xl border border-border p-3"
          aria-label="Running auction"
          role="group"
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">Running</h3>
            {left ? <AuctionCountdown seconds={left} /> : <span className="text-xs">Closing…</span>}
          </div>
          <p className="min-w-0 truncate text-sm">{running.item.title}</p>
          <p className="text-sm">
            <span className="text-lg font-bold tabular-nums">{formatCents(running.currentPriceCents)}</span>{' '}
            <span className="text-muted-foreground">
              · {running.bidCount === 1 ? '1 bid' : `${running.bidCount} bids`}
              {running.hasReserve
                ? ` · ${running.reserveMet ? 'reserve met' : LIVE_TEXTS.reserveNotMet}`
                : ''}
            </span>
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button
              onClick={() => run(running, 'sell')}
              disabled={busy(running) || running.bidCount === 0}
              title={running.bidCount === 0 ? 'No bids yet' : undefined}
            >
              Sell
            </Button>
            <Button variant="secondary" onClick={() => run(running, 'pass')} disabled={busy(running)}>
              Pass
            </Button>
          </div>
        </div>
      ) : null}

      {waiting.length ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Waiting to start</h3>
          <ul className="grid gap-2">
            {waiting.map((auction) => (
              <li
                key={auction.id}
                className="flex items-center gap-2 rounded-xl border border-border px-3 py-2 text-sm"
              >
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">{auction.item.title}</span>
                  <span className="text-xs text-muted-foreground">
                    From {formatCents(auction.startingPriceCents)}
                    {auction.reservePriceCents !== null
                      ? ` · reserve ${formatCents(auction.reservePriceCents)}`
                      : ''}{' '}
                    · {durationText(auction.durationSeconds)}
                  </span>
                </span>
                <Button
                  size="sm"
                  onClick={() => run(auction, 'start')}
                  disabled={busy(auction) || !!running}
                  title={running ? LIVE_TEXTS.anotherAuctionActive : undefined}
                  aria-label={`Start auction of ${auction.item.title}`}
                >
                  Start
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {recent.length ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Recent</h3>
          <ul className="grid gap-2">
            {recent.map((auction) => (
              <li key={auction.id} className="grid rounded-xl bg-surface-muted px-3 py-2 text-sm">
                <span className="truncate font-medium">{auction.item.title}</span>
                <span className="text-xs text-muted-foreground">{auctionResult(auction)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
