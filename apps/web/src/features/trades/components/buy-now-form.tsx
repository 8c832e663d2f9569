import { POSTAGE_TEXTS } from '@swapyard/domain/postage';
import { BUY_NOW_TEXTS, paymentOptions, type TradePaymentMethod } from '@swapyard/domain/trades';
import { formatCents } from '@swapyard/domain/money';
import { appRoutes } from '@swapyard/domain/routes';
import { ShoppingBag, Zap } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { refusalMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { BuyerProtection } from '@/features/handovers';
import { PayByCardButton } from '@/features/payments';
import { useBuyNow } from '../api/buy-now';
import { useWalletBalances } from '../api/wallet-balances';
import { defaultPaymentMethod } from '../lib/offer';
import { DeliveryChoice, useCheckoutDelivery } from './delivery-choice';
import type { WantedItem } from './offer-item';
import { PaymentOptions } from './payment-options';

/** The texts around buying at once (docs/product/trades.md, "Buy now"). */
export const buyNowTexts = {
  failedTitle: 'Purchase failed',
  failed: 'Unable to complete the purchase. Please try again.',
  terms: [{ icon: Zap, text: 'You buy it now: the seller does not need to accept.' }],
} as const;

interface BuyNowFormProps {
  item: WantedItem & { valueCents: number };
  /** Taking an offer to likers: its id and price instead of the listing's. */
  likerOffer?: { id: string; priceCents: number };
  onExit: () => void;
  /** Opens the new sale's conversation (its path). */
  onBought: (tradePath: string) => void;
}

/**
 * Buy now: the asking price, which wallet pays (as in the builder's payment step) and the button that buys at once.
 * A refusal the server explains ('This item has just been sold') is shown as it is.
 */
export function BuyNowForm({ item, likerOffer, onExit, onBought }: BuyNowFormProps) {
  const priceCents = likerOffer?.priceCents ?? item.valueCents;
  const likerOfferId = likerOffer?.id;
  const [chosen, setChosen] = useState<TradePaymentMethod | null>(null);
  const wallet = useWalletBalances();
  const buy = useBuyNow();
  // A second press before the button re-renders as disabled buys nothing more.
  const inFlight = useRef(false);
  const delivery = useCheckoutDelivery([item]);
  const totalCents = priceCents + delivery.postageCents;
  const balances = wallet.balances;
  // The member's choice while it still covers the total, else the first option that does.
  const method = balances
    ? chosen && paymentOptions(totalCents, balances)[chosen]
      ? chosen
      : defaultPaymentMethod(totalCents, balances)
    : null;
  const shortfallCents = balances ? paymentOptions(totalCents, balances).shortfallCents : 0;
  const checkout = {
    itemId: item.id,
    priceCents,
    likerOfferId,
    delivery: delivery.delivery,
    postageCents: delivery.postageCents,
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!method || inFlight.current || delivery.missing) return;
    inFlight.current = true;
    void buy.mutateAsync({ ...checkout, paymentMethod: method }).then(
      (trade) => {
        toast.success(BUY_NOW_TEXTS.boughtTitle, { description: BUY_NOW_TEXTS.bought });
        onBought(appRoutes.tradeConversation(trade.id));
      },
      (error: unknown) => {
        inFlight.current = false;
        toast.error(buyNowTexts.failedTitle, { description: refusalMessage(error) ?? buyNowTexts.failed });
      },
    );
  };

  const buyButton = (
    <Button type="submit" className="flex-1" disabled={buy.isPending || !method || delivery.missing}>
      {buy.isPending ? 'Buying...' : `Buy now for ${formatCents(totalCents)}`}
      {buy.isPending ? null : <ShoppingBag aria-hidden className="size-4" />}
    </Button>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <p className="flex items-baseline justify-between rounded-xl bg-surface-muted px-4 py-3">
        <span className="text-sm text-muted-foreground">Price</span>
        <span className="text-xl font-bold tabular-nums">{formatCents(priceCents)}</span>
      </p>
      <DeliveryChoice state={delivery} />
      {delivery.postageCents > 0 ? (
        <dl className="grid gap-1 px-1 text-sm tabular-nums">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{POSTAGE_TEXTS.fieldLabel}</dt>
            <dd>{formatCents(delivery.postageCents)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>{POSTAGE_TEXTS.total}</dt>
            <dd>{formatCents(totalCents)}</dd>
          </div>
        </dl>
      ) : null}
      {balances ? (
        <PaymentOptions
          amountCents={totalCents}
          wallets={balances}
          value={method}
          onChange={setChosen}
          purpose="buy this item"
        />
      ) : (
        <Spinner label="Loading your wallet" />
      )}
      <ul className="grid gap-1.5 text-sm text-muted-foreground">
        {buyNowTexts.terms.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-2">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary dark:text-brand" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <BuyerProtection inline />
      <div className="flex items-start gap-2">
        <Button variant="secondary" onClick={onExit} disabled={buy.isPending}>
          Cancel
        </Button>
        {shortfallCents > 0 ? (
          // The wallets do not cover it: the card pays the rest, and its confirmation buys the item.
          <PayByCardButton
            className="flex-1"
            purpose={{ kind: 'buy_now', ...checkout }}
            shortfallCents={shortfallCents}
            unavailable={buyButton}
            disabled={delivery.missing}
          />
        ) : (
          buyButton
        )}
      </div>
    </form>
  );
}
