import { LIVE_TEXTS, minimumBidCents, type LiveAuction, type PlaceBid } from '@swapyard/domain/live';
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
import {
  canPlaceBid,
  centsToBidInput,
  checkBid,
  checkMaximum,
  nextBidInput,
  quickBidAmounts,
} from '../lib/bids';

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
 * A member's bid on the running auction (docs/product/live.md, "Bidding" and "Maximum bids"): prefilled with the
 * minimum bid, quick amounts from it, Place Bid only for an amount above the current price, and an optional maximum
 * the server bids up to for them. The leader sees their maximum and may raise it without moving the price. When the
 * price moves the bid field follows it, unless the member typed an amount still high enough.
 */
export function BidForm({ auction, streamId }: { auction: LiveAuction; streamId: string }) {
  const id = useId();
  const maxId = useId();
  const me = useMe();
  const place = usePlaceLiveBid(streamId);
  const price = auction.currentPriceCents;
  const myId = me.data?.user.id;
  const leads = auction.winner !== null && auction.winner.id === myId;
  const leadingMaximum = leads ? auction.myMaxCents : null;
  // What the member's own leading bid holds: its maximum (its price, when the maximum is not known here).
  const ownHeldCents = leads ? (leadingMaximum ?? price) : 0;
  const [seenPrice, setSeenPrice] = useState(price);
  const [input, setInput] = useState(() => centsToBidInput(minimumBidCents(price)));
  const [maxInput, setMaxInput] = useState('');
  // A bid the wallets could not cover: the card can pay the rest of it while it still beats the price.
  const [uncovered, setUncovered] = useState<CardBid | null>(null);
  if (seenPrice !== price) {
    setSeenPrice(price);
    setInput(nextBidInput(input, price));
  }

  const refuse = (message: string) => toast.error(LIVE_TEXTS.invalidBidTitle, { description: message });
  const send = (bid: PlaceBid, done: string) => {
    setUncovered(null);
    place.mutate(
      { auctionId: auction.id, ...bid },
      {
        onSuccess: (answer) => {
          setMaxInput('');
          // A maximum already higher beats a bid the moment it is placed: the bidder hears it at once.
          if (answer.winner?.id === myId) toast.success(done);
          else
            toast.error(LIVE_TEXTS.outbidTitle, {
              description: LIVE_TEXTS.outbidByMaximum(answer.currentPriceCents),
            });
        },
        onError: (error) => {
          bidFailed(error);
          if (notCovered(error) && bid.amountCents !== undefined)
            setUncovered({ ...bid, amountCents: bid.amountCents });
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPlaceBid(input, price, place.isPending)) return;
    const check = checkBid(input, price);
    if (!check.ok) return refuse(check.message);
    const maximum = checkMaximum(maxInput, { bidCents: check.amountCents });
    if (!maximum.ok) return refuse(maximum.message);
    const maxCents = maximum.maxCents;
    send(
      { amountCents: check.amountCents, ...(maxCents === undefined ? {} : { maxCents }) },
      LIVE_TEXTS.bidPlaced,
    );
  };

  const raiseMaximum = () => {
    if (place.isPending || leadingMaximum === null) return;
    const maximum = checkMaximum(maxInput, { currentMaximumCents: leadingMaximum });
    if (!maximum.ok) return refuse(maximum.message);
    send({ maxCents: maximum.maxCents }, LIVE_TEXTS.maximumRaised);
  };

  return (
    // noValidate: the checks below answer in the auction's words ('Invalid Bid'), not the browser's.
    <form onSubmit={submit} noValidate className="grid gap-2">
      {leadingMaximum !== null ? (
        <p className="rounded-lg bg-primary-soft px-3 py-1.5 text-sm font-medium text-primary-soft-foreground">
          {LIVE_TEXTS.yourMaximum(leadingMaximum)}
        </p>
      ) : null}
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
      {uncovered !== null && uncovered.amountCents > price ? (
        <CardForBid auction={auction} streamId={streamId} bid={uncovered} ownHeldCents={ownHeldCents} />
      ) : null}
      <div className="grid grid-cols-3 gap-2" role="group" aria-label="Quick bids">
        {quickBidAmounts(price).map((cents) => (
          <Button key={cents} variant="secondary" size="sm" onClick={() => setInput(centsToBidInput(cents))}>
            {formatCents(cents)}
          </Button>
        ))}
      </div>
      <Label htmlFor={maxId} className="mt-1">
        {LIVE_TEXTS.maximumBid} <span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <MoneyInput
            id={maxId}
            value={maxInput}
            onChange={(event) => setMaxInput(event.target.value)}
            aria-describedby={`${maxId}-hint`}
          />
        </div>
        {leadingMaximum !== null ? (
          <Button
            type="button"
            variant="secondary"
            className="h-11"
            disabled={place.isPending || !maxInput.trim()}
            onClick={raiseMaximum}
          >
            {LIVE_TEXTS.raiseMaximum}
          </Button>
        ) : null}
      </div>
      <p id={`${maxId}-hint`} className="text-xs text-muted-foreground">
        {LIVE_TEXTS.maximumBidHint}
      </p>
    </form>
  );
}

/** A bid the card may pay the rest of: its amount, and its maximum when it had one. */
type CardBid = PlaceBid & { amountCents: number };

/**
 * 'Pay $X by card' under a bid the wallets could not cover (docs/product/wallet.md, "Paying the rest by card"): what
 * its maximum (or amount) lacks, the bidder's own leading hold counted (raising it releases it first).
 */
function CardForBid({
  auction,
  streamId,
  bid,
  ownHeldCents,
}: {
  auction: LiveAuction;
  streamId: string;
  bid: CardBid;
  ownHeldCents: number;
}) {
  const wallet = useQuery(walletSummaryQueryOptions());
  if (!wallet.data) return null;
  const shortfallCents =
    (bid.maxCents ?? bid.amountCents) - wallet.data.creditCents - wallet.data.cashCents - ownHeldCents;
  return (
    <PayByCardButton
      purpose={{ kind: 'bid', auctionId: auction.id, streamId, ...bid }}
      shortfallCents={shortfallCents}
    />
  );
}
