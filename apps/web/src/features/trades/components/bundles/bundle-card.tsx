import { BUNDLE_TEXTS, MIN_BUNDLE_ITEMS, nextBundleTier, type Bundle } from '@swapyard/domain/bundles';
import { formatCents } from '@swapyard/domain/money';
import { POSTAGE_TEXTS } from '@swapyard/domain/postage';
import { appRoutes } from '@swapyard/domain/routes';
import { paymentOptions, type TradePaymentMethod } from '@swapyard/domain/trades';
import { HandCoins, ShoppingBag, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { BuyerProtection } from '@/features/handovers';
import { PayByCardButton } from '@/features/payments';
import { useBundleItem, useBuyBundle } from '../../api/bundles';
import { useWalletBalances } from '../../api/wallet-balances';
import { defaultPaymentMethod } from '../../lib/offer';
import { ItemThumb } from '../item-thumb';
import { DeliveryChoice, useCheckoutDelivery } from '../delivery-choice';
import { PaymentOptions } from '../payment-options';
import { BundleOfferDialog } from './bundle-offer-dialog';

/**
 * One seller's bundle (docs/product/trades.md, "Bundles"): its items (gone ones marked, and left out of the total),
 * the discount reached and the next one, which wallet pays, and 'Buy bundle for $X': one order for them all; or one
 * offer for them all.
 */
export function BundleCard({ bundle }: { bundle: Bundle }) {
  const { remove } = useBundleItem();
  const buy = useBuyBundle();
  const navigate = useNavigate();
  const wallet = useWalletBalances();
  const [chosen, setChosen] = useState<TradePaymentMethod | null>(null);
  const [offering, setOffering] = useState(false);
  // A second press before the button re-renders as disabled buys nothing more.
  const inFlight = useRef(false);
  const buyable = bundle.items.filter((item) => item.available);
  const next = nextBundleTier(bundle.tiers, buyable.length);
  const offerOnly = buyable.some((item) => !item.buyNow);
  const delivery = useCheckoutDelivery(buyable);
  const payCents = bundle.totalCents + delivery.postageCents;
  const allowed = wallet.balances ? paymentOptions(payCents, wallet.balances) : null;
  const method =
    allowed && wallet.balances
      ? chosen && allowed[chosen]
        ? chosen
        : defaultPaymentMethod(payCents, wallet.balances)
      : null;
  const canBuy =
    buyable.length >= MIN_BUNDLE_ITEMS &&
    !offerOnly &&
    method !== null &&
    !delivery.missing &&
    !buy.isPending;

  const itemIds = buyable.map((item) => item.id);
  const checkout = {
    sellerId: bundle.seller.id,
    itemIds,
    totalCents: bundle.totalCents,
    delivery: delivery.delivery,
    postageCents: delivery.postageCents,
  };
  const onBuy = () => {
    if (!canBuy || !method || inFlight.current) return;
    inFlight.current = true;
    // Awaited rather than mutate's callbacks: once bought, the bundle leaves the list and this card unmounts.
    buy
      .mutateAsync({ ...checkout, paymentMethod: method })
      .then((trade) => {
        toast.success(BUNDLE_TEXTS.bought, { description: BUNDLE_TEXTS.boughtHint });
        void navigate(appRoutes.tradeConversation(trade.id));
      })
      .catch((error: unknown) => {
        inFlight.current = false;
        toast.error(BUNDLE_TEXTS.pageTitle, { description: errorMessage(error) });
      });
  };

  const buyButton = (
    <Button size="lg" disabled={!canBuy} onClick={onBuy}>
      <ShoppingBag aria-hidden className="size-4" />
      {buy.isPending ? 'Buying...' : BUNDLE_TEXTS.buy(formatCents(payCents))}
    </Button>
  );

  return (
    <section
      aria-label={BUNDLE_TEXTS.fromSeller(bundle.seller.fullName)}
      className="grid gap-4 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 className="font-semibold">
        <Link to={appRoutes.user(bundle.seller.username)} className="hover:underline">
          {BUNDLE_TEXTS.fromSeller(bundle.seller.fullName)}
        </Link>
      </h2>
      <ul className="grid gap-2">
        {bundle.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 rounded-xl border border-border p-2">
            <ItemThumb photos={item.photos} />
            <Link to={appRoutes.item(item.id)} className="grid min-w-0 flex-1">
              <span className="truncate text-sm font-medium">{item.title}</span>
              {item.available ? null : (
                <span className="text-xs text-danger dark:text-red-400">{BUNDLE_TEXTS.notAvailable}</span>
              )}
            </Link>
            <span className="shrink-0 text-sm font-semibold tabular-nums">
              {item.valueCents === null ? '' : formatCents(item.valueCents)}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${BUNDLE_TEXTS.removeFromBundle}: ${item.title}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(item.id)}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 text-sm tabular-nums">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">{BUNDLE_TEXTS.subtotal}</dt>
          <dd>{formatCents(bundle.subtotalCents)}</dd>
        </div>
        {bundle.discountPercent > 0 ? (
          <div className="flex justify-between text-green-700 dark:text-green-400">
            <dt>{BUNDLE_TEXTS.discount(bundle.discountPercent)}</dt>
            <dd>−{formatCents(bundle.discountCents)}</dd>
          </div>
        ) : null}
        {delivery.postageCents > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{POSTAGE_TEXTS.fieldLabel}</dt>
            <dd>{formatCents(delivery.postageCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-base font-semibold">
          <dt>{BUNDLE_TEXTS.total}</dt>
          <dd>{formatCents(payCents)}</dd>
        </div>
      </dl>
      {buyable.length >= MIN_BUNDLE_ITEMS && !offerOnly ? <DeliveryChoice state={delivery} /> : null}
      {next ? (
        <p className="text-sm text-muted-foreground">
          {BUNDLE_TEXTS.nextTier(next.minItems - buyable.length, next.percent)}
        </p>
      ) : null}
      {buyable.length < MIN_BUNDLE_ITEMS ? (
        <p className="text-sm text-muted-foreground">{BUNDLE_TEXTS.needsTwo}.</p>
      ) : offerOnly ? (
        <p className="text-sm text-muted-foreground">{BUNDLE_TEXTS.buyNowOff}.</p>
      ) : wallet.balances ? (
        <PaymentOptions
          amountCents={payCents}
          wallets={wallet.balances}
          value={method}
          onChange={setChosen}
          purpose="buy this bundle"
        />
      ) : (
        <Spinner label="Loading your wallet" />
      )}
      <BuyerProtection />
      {allowed && allowed.shortfallCents > 0 && buyable.length >= MIN_BUNDLE_ITEMS && !offerOnly ? (
        // The wallets do not cover it: the card pays the rest, and its confirmation buys the bundle.
        <PayByCardButton
          purpose={{ kind: 'bundle', ...checkout }}
          shortfallCents={allowed.shortfallCents}
          unavailable={buyButton}
          disabled={delivery.missing}
        />
      ) : (
        buyButton
      )}
      {buyable.length >= MIN_BUNDLE_ITEMS ? (
        <Button variant="secondary" size="lg" onClick={() => setOffering(true)}>
          <HandCoins aria-hidden className="size-4" />
          {BUNDLE_TEXTS.makeOffer}
        </Button>
      ) : null}
      {offering ? <BundleOfferDialog bundle={bundle} onClose={() => setOffering(false)} /> : null}
    </section>
  );
}
