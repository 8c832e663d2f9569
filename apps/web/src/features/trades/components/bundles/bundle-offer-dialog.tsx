import { BUNDLE_TEXTS, type Bundle } from '@swapyard/domain/bundles';
import { formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import { appRoutes } from '@swapyard/domain/routes';
import { paymentOptions, type TradePaymentMethod } from '@swapyard/domain/trades';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useOfferForBundle } from '../../api/bundles';
import { useWalletBalances } from '../../api/wallet-balances';
import { defaultPaymentMethod } from '../../lib/offer';
import { offerDialogClass } from '../make-offer';
import { OfferMessageField, SendRow } from '../offer-form-parts';
import { PaymentOptions } from '../payment-options';

/**
 * 'Make an offer for all' (docs/product/trades.md, "Bundles"): one amount for the bundle's available items, held
 * like any offer until the seller answers, who may accept, decline or counter.
 */
export function BundleOfferDialog({ bundle, onClose }: { bundle: Bundle; onClose: () => void }) {
  const items = bundle.items.filter((item) => item.available);
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<TradePaymentMethod | null>(null);
  const wallet = useWalletBalances();
  const offer = useOfferForBundle();
  const navigate = useNavigate();
  const amountId = useId();

  const parsed = text.trim() ? parseDollarsToCents(text) : null;
  const cents = parsed !== null && parsed > 0 ? parsed : null;
  const method =
    cents && wallet.balances
      ? chosen && paymentOptions(cents, wallet.balances)[chosen]
        ? chosen
        : defaultPaymentMethod(cents, wallet.balances)
      : null;
  const canSend = cents !== null && method !== null && !offer.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || cents === null || !method) return;
    offer
      .mutateAsync({
        sellerId: bundle.seller.id,
        itemIds: items.map((item) => item.id),
        cashCents: cents,
        paymentMethod: method,
        ...(message.trim() ? { message: message.trim() } : {}),
      })
      .then((trade) => {
        toast.success(BUNDLE_TEXTS.offerSent);
        void navigate(appRoutes.tradeConversation(trade.id));
      })
      .catch((error: unknown) => toast.error(BUNDLE_TEXTS.offerTitle, { description: errorMessage(error) }));
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent aria-describedby={undefined} className={offerDialogClass}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-1 pr-8">
            <DialogTitle>{BUNDLE_TEXTS.offerTitle}</DialogTitle>
            <DialogDescription>
              {BUNDLE_TEXTS.offerIntro(items.length, formatCents(bundle.totalCents))}
            </DialogDescription>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={amountId}>{BUNDLE_TEXTS.offerLabel}</Label>
            <MoneyInput
              id={amountId}
              minCents={1}
              placeholder="0.00"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <OfferMessageField value={message} onChange={setMessage} />
          {cents !== null ? (
            wallet.balances ? (
              <PaymentOptions
                amountCents={cents}
                wallets={wallet.balances}
                value={method}
                onChange={setChosen}
              />
            ) : (
              <Spinner label="Loading your wallet" />
            )
          ) : null}
          <SendRow
            label={cents !== null ? BUNDLE_TEXTS.sendOffer(formatCents(cents)) : BUNDLE_TEXTS.makeOffer}
            pending={offer.isPending}
            disabled={!canSend}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
