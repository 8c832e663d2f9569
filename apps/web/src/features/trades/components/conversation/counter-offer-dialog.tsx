import type { Item } from '@swapyard/domain/items';
import { appRoutes } from '@swapyard/domain/routes';
import { paymentOptions, type Trade, type TradePaymentMethod } from '@swapyard/domain/trades';
import { formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import { ArrowLeft, ChevronRight, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { formatItemValue } from '@/lib/format';
import { useCounterTrade } from '../../api/create-trade';
import { useMemberClosets, useOfferableItems } from '../../api/get-closet-items';
import { useWalletBalances } from '../../api/wallet-balances';
import { offerBalance } from '../../lib/offer';
import { ItemThumb } from '../item-thumb';
import { OfferDifference } from '../offer-difference';
import { PaymentOptions } from '../payment-options';
import { offerToasts } from '../use-send-offer';

type Step =
  | { at: 'categories' }
  | { at: 'items'; category: string; label: string }
  | { at: 'compare'; item: Item; label: string; category: string };
type CashSide = 'none' | 'me' | 'them';

/**
 * The counter-offer flow, 'View Their Closet' (docs/product/trades.md, "The trade conversation"): the inviter's
 * categories, the available items of one, then a value comparison and 'Send Trade Offer' — my invited-for item
 * (plus or minus cash) for theirs.
 */
export function CounterOfferDialog({ trade, onClose }: { trade: Trade; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ at: 'categories' });
  const inviter = trade.requester;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        aria-describedby={undefined}
        className="top-[4vh] max-h-[92vh] overflow-y-auto sm:max-w-xl"
      >
        <div className="grid gap-4 p-5 sm:p-6">
          <div className="grid gap-1 pr-8">
            <DialogTitle>{`${inviter.fullName}'s Closet`}</DialogTitle>
            <DialogDescription>
              {step.at === 'categories'
                ? 'Pick a category to see what they have available.'
                : step.at === 'items'
                  ? step.label
                  : 'Compare the values and send your offer.'}
            </DialogDescription>
          </div>
          {step.at === 'categories' ? (
            <Categories
              userId={inviter.id}
              onPick={(category, label) => setStep({ at: 'items', category, label })}
            />
          ) : step.at === 'items' ? (
            <CategoryItems
              userId={inviter.id}
              category={step.category}
              onBack={() => setStep({ at: 'categories' })}
              onPick={(item) => setStep({ at: 'compare', item, label: step.label, category: step.category })}
            />
          ) : (
            <Compare
              trade={trade}
              wanted={step.item}
              onBack={() => setStep({ at: 'items', category: step.category, label: step.label })}
              onSent={onClose}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Categories({
  userId,
  onPick,
}: {
  userId: string;
  onPick: (category: string, label: string) => void;
}) {
  const closets = useMemberClosets(userId);
  if (closets.isPending) return <Spinner label="Loading their closet" />;
  if (closets.isError)
    return <p className="text-sm text-danger dark:text-red-400">Could not load their closet.</p>;
  const list = closets.data.closets.filter((c) => c.itemCount > 0);
  if (list.length === 0)
    return <p className="text-sm text-muted-foreground">They have no available items right now.</p>;
  return (
    <ul className="grid gap-2" aria-label="Categories">
      {list.map((closet) => (
        <li key={closet.category}>
          <button
            type="button"
            onClick={() => onPick(closet.category, closet.label)}
            className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-xl border border-border p-3 text-left hover:bg-accent"
          >
            <span className="font-medium">{closet.label}</span>
            <span className="flex items-center gap-2 text-sm text-muted-foreground">
              {closet.itemCount} {closet.itemCount === 1 ? 'item' : 'items'}
              <ChevronRight aria-hidden className="size-4" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function CategoryItems({
  userId,
  category,
  onBack,
  onPick,
}: {
  userId: string;
  category: string;
  onBack: () => void;
  onPick: (item: Item) => void;
}) {
  const items = useOfferableItems(userId, { own: false, category });
  const list = items.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-3">
      {items.isPending ? (
        <Spinner label="Loading items" />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No available items in this category.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Items">
          {list.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="flex w-full cursor-pointer items-center gap-3 rounded-xl border border-border p-2 text-left hover:bg-accent"
              >
                <ItemThumb photos={item.photos} />
                <span className="grid min-w-0">
                  <span className="truncate text-sm font-medium">{item.title}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {formatItemValue(item.valueCents)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={items} />
      <Button variant="secondary" className="justify-self-start" onClick={onBack}>
        <ArrowLeft aria-hidden className="size-4" />
        Back
      </Button>
    </div>
  );
}

function Compare({
  trade,
  wanted,
  onBack,
  onSent,
}: {
  trade: Trade;
  wanted: Item;
  onBack: () => void;
  onSent: () => void;
}) {
  const [side, setSide] = useState<CashSide>('none');
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<TradePaymentMethod | null>(null);
  const wallet = useWalletBalances();
  const counter = useCounterTrade(trade.id);
  const navigate = useNavigate();
  const sideId = useId();
  const amountId = useId();

  const amount = side === 'none' ? 0 : (parseDollarsToCents(text || '0') ?? 0);
  const signedCash = side === 'them' ? -amount : amount;
  const myCents = trade.ownerItem?.valueCents ?? 0;
  const wantedCents = wanted.valueCents ?? 0;
  const balance = offerBalance(myCents, signedCash, wantedCents);
  const allowed =
    side === 'me' && amount > 0 && wallet.balances ? paymentOptions(amount, wallet.balances) : null;
  const method = allowed
    ? chosen && allowed[chosen]
      ? chosen
      : ((['credit', 'cash', 'mixed'] as const).find((m) => allowed[m]) ?? null)
    : null;
  const canSend =
    !counter.isPending &&
    (side !== 'me' || (amount > 0 && method !== null)) &&
    (side === 'none' || amount > 0);

  // mutateAsync: sending turns the invitation into 'countered', which unmounts this dialog before a mutate()
  // callback would run.
  const send = () =>
    counter
      .mutateAsync({
        requestedItemId: wanted.id,
        cashCents: signedCash,
        paymentMethod: side === 'me' ? (method ?? undefined) : undefined,
      })
      .then(
        (created) => {
          toast.success(offerToasts.sentTitle, { description: offerToasts.sent });
          onSent();
          void navigate(appRoutes.tradeConversation(created.id));
        },
        (error: unknown) =>
          toast.error(offerToasts.failedTitle, {
            description:
              isApiError(error) && error.status < 500 && error.status >= 400
                ? error.message
                : offerToasts.failed,
          }),
      );

  return (
    <div className="grid gap-4">
      <OfferDifference
        rows={[
          { label: wanted.title, cents: wantedCents, note: 'Their item' },
          { label: trade.ownerItem?.title ?? 'Your item', cents: myCents, note: 'Your item' },
          { label: side === 'them' ? 'Cash they add' : 'Cash you add', cents: amount },
        ]}
        balance={balance}
        shortText={(cents) => `Their item is worth ${formatCents(cents)} more than your offer.`}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={sideId}>Cash</Label>
          <NativeSelect
            id={sideId}
            value={side}
            onChange={(event) => setSide(event.target.value as CashSide)}
          >
            <option value="none">No cash</option>
            <option value="me">I add cash</option>
            <option value="them">They add cash</option>
          </NativeSelect>
        </div>
        {side !== 'none' ? (
          <div className="grid gap-2">
            <Label htmlFor={amountId}>Amount</Label>
            <MoneyInput
              id={amountId}
              minCents={0}
              placeholder="0.00"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        ) : null}
      </div>
      {side === 'me' && amount > 0 && wallet.balances ? (
        <PaymentOptions amountCents={amount} wallets={wallet.balances} value={method} onChange={setChosen} />
      ) : null}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack} disabled={counter.isPending}>
          <ArrowLeft aria-hidden className="size-4" />
          Back
        </Button>
        <Button className="flex-1" disabled={!canSend} onClick={send}>
          {counter.isPending ? 'Sending...' : 'Send Trade Offer'}
          {counter.isPending ? null : <Send aria-hidden className="size-4" />}
        </Button>
      </div>
    </div>
  );
}
