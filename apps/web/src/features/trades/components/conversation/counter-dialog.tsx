import { MAX_OFFER_CASH_CENTS, formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import { counterRange, NEGOTIATION_TEXTS, negotiatedAs } from '@swapyard/domain/negotiation';
import { paymentOptions, type Trade, type TradePaymentMethod } from '@swapyard/domain/trades';
import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCounterOffer } from '../../api/counter-offer';
import { useWalletBalances } from '../../api/wallet-balances';
import { defaultPaymentMethod, walletsWithHold } from '../../lib/offer';
import { offerDialogClass } from '../make-offer';
import { OfferMessageField, SendRow } from '../offer-form-parts';
import { PaymentOptions } from '../payment-options';

const t = NEGOTIATION_TEXTS;

/**
 * A counter-offer on the round on the table (docs/product/trades.md, "Counter-offers"): a price for a cash offer, the
 * cash added for a trade offer. The owner asks for more; the requester offers less, and chooses the wallet their new
 * amount is held from (their money on hold now counts, it is released first).
 */
export function CounterDialog({ trade, onClose }: { trade: Trade; onClose: () => void }) {
  const kind = negotiatedAs(trade.kind);
  const current = trade.cashDifferenceCents;
  const range = counterRange(kind, trade.role, current, MAX_OFFER_CASH_CENTS);
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<TradePaymentMethod | null>(null);
  const paying = trade.role === 'requester';
  const wallet = useWalletBalances(paying);
  const counter = useCounterOffer(trade);
  const amountId = useId();
  const hintId = useId();

  const parsed = text.trim() ? parseDollarsToCents(text) : null;
  const cents =
    parsed !== null && range && parsed >= range.minCents && parsed <= range.maxCents ? parsed : null;
  const wallets = paying && wallet.balances ? walletsWithHold(wallet.balances, trade.myHold) : null;
  // The member's choice while it still covers the amount, else the first option that does.
  const method =
    paying && cents && wallets
      ? chosen && paymentOptions(cents, wallets)[chosen]
        ? chosen
        : defaultPaymentMethod(cents, wallets)
      : null;
  const needsMethod = paying && cents !== null && cents > 0;
  const canSend = cents !== null && (!needsMethod || method !== null) && !counter.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || cents === null) return;
    const other = trade.role === 'owner' ? trade.requester : trade.owner;
    // Awaited rather than mutate's callbacks: the answer makes it the other party's turn, which unmounts this dialog
    // before those callbacks would run.
    counter
      .mutateAsync({
        cashCents: cents,
        ...(needsMethod && method ? { paymentMethod: method } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
      })
      .then(() => {
        toast.success(t.sentTitle, { description: t.sent(other.fullName) });
        onClose();
      })
      .catch((error: unknown) => toast.error(t.notSentTitle, { description: errorMessage(error) }));
  };

  const hint =
    trade.role === 'owner' ? t.ownerHint(formatCents(current)) : t.requesterHint(formatCents(current));
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent aria-describedby={undefined} className={offerDialogClass}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-1 pr-8">
            <DialogTitle>{t.dialogTitle}</DialogTitle>
            <DialogDescription>{t.round(trade.round + 1)}</DialogDescription>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={amountId}>{kind === 'cash' ? t.priceLabel : t.cashLabel}</Label>
            <MoneyInput
              id={amountId}
              minCents={range?.minCents}
              maxCents={range?.maxCents}
              placeholder="0.00"
              value={text}
              aria-describedby={hintId}
              onChange={(event) => setText(event.target.value)}
            />
            <p id={hintId} className="text-xs text-muted-foreground tabular-nums">
              {hint}
            </p>
          </div>
          <OfferMessageField value={message} onChange={setMessage} />
          {needsMethod && cents !== null ? (
            wallets ? (
              <PaymentOptions amountCents={cents} wallets={wallets} value={method} onChange={setChosen} />
            ) : (
              <Spinner label="Loading your wallet" />
            )
          ) : null}
          <SendRow
            label={cents !== null ? t.send(formatCents(cents)) : t.counter}
            pending={counter.isPending}
            disabled={!canSend}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
