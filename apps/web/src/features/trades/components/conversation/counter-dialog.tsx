import { MAX_OFFER_CASH_CENTS, formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import { counterRange, NEGOTIATION_TEXTS } from '@swapyard/domain/negotiation';
import {
  MAX_TRADE_MESSAGE_LENGTH,
  paymentOptions,
  type Trade,
  type TradePaymentMethod,
} from '@swapyard/domain/trades';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCounterOffer } from '../../api/counter-offer';
import { useWalletBalances } from '../../api/wallet-balances';
import { defaultPaymentMethod, walletsWithHold } from '../../lib/offer';
import { offerDialogClass } from '../make-offer';
import { PaymentOptions } from '../payment-options';

const t = NEGOTIATION_TEXTS;

/**
 * A counter-offer on the round on the table (docs/product/trades.md, "Counter-offers"): a price for a cash offer, the
 * cash added for a trade offer. The owner asks for more; the requester offers less, and chooses the wallet their new
 * amount is held from (their money on hold now counts, it is released first).
 */
export function CounterDialog({ trade, onClose }: { trade: Trade; onClose: () => void }) {
  const kind = trade.kind === 'cash' ? 'cash' : 'trade';
  const current = trade.cashDifferenceCents;
  const range = counterRange(kind, trade.role, current, MAX_OFFER_CASH_CENTS);
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<TradePaymentMethod | null>(null);
  const paying = trade.role === 'requester';
  const wallet = useWalletBalances(paying);
  const counter = useCounterOffer(trade);
  const amountId = useId();
  const messageId = useId();
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
          <div className="grid gap-2">
            <Label htmlFor={messageId}>{t.messageLabel}</Label>
            <Input
              id={messageId}
              maxLength={MAX_TRADE_MESSAGE_LENGTH}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          {needsMethod && cents !== null ? (
            wallets ? (
              <PaymentOptions amountCents={cents} wallets={wallets} value={method} onChange={setChosen} />
            ) : (
              <Spinner label="Loading your wallet" />
            )
          ) : null}
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={onClose} disabled={counter.isPending}>
              Cancel
            </Button>
            <Button type="submit" className="flex-1" disabled={!canSend}>
              {counter.isPending ? 'Sending...' : cents !== null ? t.send(formatCents(cents)) : t.counter}
              {counter.isPending ? null : <Send aria-hidden className="size-4" />}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
