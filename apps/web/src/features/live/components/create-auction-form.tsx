import {
  AUCTION_DURATIONS_SECONDS,
  DEFAULT_AUCTION_DURATION_SECONDS,
  LIVE_TEXTS,
} from '@swapyard/domain/live';
import { AMOUNT_FORMAT_MESSAGE, parseDollarsToCents } from '@swapyard/domain/money';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCreateStreamAuction } from '../api/create-auction';
import { useAuctionableItems } from '../api/get-auctionable-items';

const durationLabel = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;

/**
 * The streamer puts an item up (docs/product/live.md, "Auctions"): one of their available items that is public or
 * Live Events Only and not already up, a starting price, an optional reserve, a duration (60 s unless chosen) and
 * whether it is sudden death (no extra time for late bids). The auction waits until the streamer starts it.
 */
export function CreateAuctionForm({ streamId, openItemIds }: { streamId: string; openItemIds: Set<string> }) {
  const id = useId();
  const items = useAuctionableItems();
  const create = useCreateStreamAuction(streamId);
  const [itemId, setItemId] = useState('');
  const [start, setStart] = useState('');
  const [reserve, setReserve] = useState('');
  const [duration, setDuration] = useState(DEFAULT_AUCTION_DURATION_SECONDS);
  const [suddenDeath, setSuddenDeath] = useState(false);
  const choices = (items.data ?? []).filter((item) => !openItemIds.has(item.id));
  const chosen = choices.some((item) => item.id === itemId) ? itemId : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startCents = start.trim() ? parseDollarsToCents(start) : null;
    if (!chosen || !start.trim() || startCents === 0) {
      toast.error(LIVE_TEXTS.missingInformationTitle, { description: LIVE_TEXTS.missingInformation });
      return;
    }
    const reserveCents = reserve.trim() ? parseDollarsToCents(reserve) : null;
    if (startCents === null || (reserve.trim() && reserveCents === null)) {
      toast.error(LIVE_TEXTS.auctionCreateFailed, { description: AMOUNT_FORMAT_MESSAGE });
      return;
    }
    create.mutate(
      {
        itemId: chosen,
        startingPriceCents: startCents,
        reservePriceCents: reserveCents,
        durationSeconds: duration,
        suddenDeath,
      },
      {
        onSuccess: () => {
          toast.success(LIVE_TEXTS.auctionCreated);
          setItemId('');
          setStart('');
          setReserve('');
          setSuddenDeath(false);
        },
        onError: (error) => toast.error(LIVE_TEXTS.auctionCreateFailed, { description: errorMessage(error) }),
      },
    );
  };

  return (
    // noValidate: a missing or malformed price gets the auction's own words ('Missing Information').
    <form onSubmit={submit} noValidate className="grid gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        New auction
      </h3>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-item`}>Item</Label>
        <NativeSelect id={`${id}-item`} value={chosen} onChange={(event) => setItemId(event.target.value)}>
          <option value="">
            {items.isPending
              ? 'Loading your items…'
              : choices.length
                ? 'Choose an item'
                : 'No items to auction'}
          </option>
          {choices.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </NativeSelect>
        {!items.isPending && choices.length === 0 ? (
          <p className="text-xs text-muted-foreground">
            Only your available items that are public or Live Events Only can be auctioned.
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid min-w-0 content-start gap-1.5">
          <Label htmlFor={`${id}-start`}>Starting price</Label>
          <MoneyInput
            id={`${id}-start`}
            value={start}
            onChange={(event) => setStart(event.target.value)}
            minCents={1}
            placeholder="0.00"
          />
        </div>
        <div className="grid min-w-0 content-start gap-1.5">
          <Label htmlFor={`${id}-reserve`}>Reserve (optional)</Label>
          <MoneyInput
            id={`${id}-reserve`}
            value={reserve}
            onChange={(event) => setReserve(event.target.value)}
            minCents={1}
            placeholder="None"
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-duration`}>Duration</Label>
        <NativeSelect
          id={`${id}-duration`}
          value={duration}
          onChange={(event) => setDuration(Number(event.target.value))}
        >
          {AUCTION_DURATIONS_SECONDS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {durationLabel(seconds)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-sudden-death`}>{LIVE_TEXTS.suddenDeath}</Label>
          <p id={`${id}-sudden-death-hint`} className="text-xs text-muted-foreground">
            {suddenDeath ? LIVE_TEXTS.suddenDeathHint : LIVE_TEXTS.extraTime}
          </p>
        </div>
        <Switch
          id={`${id}-sudden-death`}
          checked={suddenDeath}
          onCheckedChange={setSuddenDeath}
          aria-describedby={`${id}-sudden-death-hint`}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        Create Auction
      </Button>
    </form>
  );
}
