import { LIVE_TEXTS, minimumBidCents, type LiveAuction } from '@swapyard/domain/live';
import { formatCents } from '@swapyard/domain/money';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { isApiError } from '@/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMe } from '@/features/auth';
import { PayByCardButton } from '@/features/payments';
import { walletSummaryQueryOptions } from '@/features/wallet';
import { toast } from '@/lib/toast';
import { usePlaceLiveBid } from '../api/place-bid';
import { canPlaceBid, centsToBidInput, checkBid, nextBidInput, quickBidAmounts } from '../lib/bids';

/** Whether a refused bid was one the wallets could not cover (the card can pay the rest). */
const notCovered = (error: unknown) => isApiError(error) && error.message === LIVE_TEXTS.bidNotCovered;

function bidFailed(error: unknown) {
  if (isApiError(error) && error.status === 400) {
    toast.error(LIVE_TEXTS.invalidBidTitle, { description: error.message });
  } else if (notCovered(error)) {
    toast.error(LIVE_TEXTS.bidNotCovered);
  } else {
    const known = isApiError(error) && error.status > 400 && error.status < 500;
    toast.error(LIVE_TEXTS.bidFailed, known ? { description: error.message } : undefined);
  }
}

/**
 * A member's bid on the running auction (docs/product/live.md, "Bidding"): prefilled with the minimum bid, quick
 * amounts from it, Place Bid only for an amount above the current price. When the price moves the field follows
 * it, unless the member typed an amount still high enough.
 */
export function BidForm({ auction, streamId }: { auction: LiveAuction; streamId: string }) {
  const id = useId();
  const place = usePlaceLiveBid(streamId);
  const price = auction.currentPriceCents;
  const [seenPrice, setSeenPrice] = useState(price);
  const [input, setInput] = useState(() => centsToBidInput(minimumBidCents(price)));
  // The amount of a bid the wallets could not cover: the card can pay the rest of it while it still beats the price.
  const [uncovered, setUncovered] = useState<number | null>(null);
  if (seenPrice !== price) {
    setSeenPrice(price);
    setInput(nextBidInput(input, price));
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPlaceBid(input, price, place.isPending)) return;
    const check = checkBid(input, price);
    if (!check.ok) {
      toast.error(LIVE_TEXTS.invalidBidTitle, { description: check.message });
      return;
    }
    setUncovered(null);
    place.mutate(
      { auctionId: auction.id, amountCents: check.amountCents },
      {
        onSuccess: () => toast.success(LIVE_TEXTS.bidPlaced),
        onError: (error) => {
          bidFailed(error);
          if (notCovered(error)) setUncovered(check.amountCents);
        },
      },
    );
  };

  return (
    // noValidate: the checks below answer in the auction's words ('Invalid Bid'), not the browser's.
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id}>Your bid</Label>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <MoneyInput
            id={id}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            aria-describedby={`${id}-minimum`}
          />
        </div>
        <Button type="submit" className="h-11" disabled={!canPlaceBid(input, price, place.isPending)}>
          Place Bid
        </Button>
      </div>
      <p id={`${id}-minimum`} className="text-xs text-muted-foreground">
        Minimum bid {formatCents(minimumBidCents(price))}
      </p>
      {uncovered !== null && uncovered > price ? (
        <CardForBid auction={auction} streamId={streamId} amountCents={uncovered} />
      ) : null}
      <div className="grid grid-cols-3 gap-2" role="group" aria-label="Quick bids">
        {quickBidAmounts(price).map((cents) => (
          <Button key={cents} variant="secondary" size="sm" onClick={() => setInput(centsToBidInput(cents))}>
            {formatCents(cents)}
          </Button>
        ))}
      </div>
    </form>
  );
}

/**
 * 'Pay $X by card' under a bid the wallets could not cover (docs/product/wallet.md, "Paying the rest by card"): what
 * is missing, the bidder's own winning bid counted (raising it releases it first).
 */
function CardForBid({
  auction,
  streamId,
  amountCents,
}: {
  auction: LiveAuction;
  streamId: string;
  amountCents: number;
}) {
  const me = useMe();
  const wallet = useQuery(walletSummaryQueryOptions());
  if (!wallet.data) return null;
  const ownBid = auction.winner && auction.winner.id === me.data?.user.id ? auction.currentPriceCents : 0;
  const shortfallCents = amountCents - wallet.data.creditCents - wallet.data.cashCents - ownBid;
  return (
    <PayByCardButton
      purpose={{ kind: 'bid', auctionId: auction.id, streamId, amountCents }}
      shortfallCents={shortfallCents}
    />
  );
}
