import {
  TRADE_MESSAGES,
  askingNote,
  paymentOptions,
  suggestedCashRange,
  type TradePaymentMethod,
} from '@swapyard/domain/trades';
import { centsToDollarsInput, formatCents, parseDollarsToCents } from '@swapyard/domain/money';
import { ArrowLeft, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { Spinner } from '@/components/ui/spinner';
import { PayByCardButton } from '@/features/payments';
import { useWalletBalances } from '../api/wallet-balances';
import { defaultPaymentMethod } from '../lib/offer';
import type { WantedItem } from './offer-item';
import { PaymentOptions } from './payment-options';
import { TradeTerms } from './trade-terms';
import { useSendOffer } from './use-send-offer';

interface CashOfferFormProps {
  item: WantedItem;
  onExit: () => void;
  /** Opens the new trade's conversation (its path). */
  onSent: (tradePath: string) => void;
}

/**
 * Buy It Now (docs/product/trades.md, "Making an offer"): a positive amount, the suggested range (70% of the value
 * rounded down to the value), the note below the amount, and which wallet pays, held until the owner answers.
 */
export function CashOfferForm({ item, onExit, onSent }: CashOfferFormProps) {
  const valueCents = item.valueCents;
  const [text, setText] = useState(valueCents ? centsToDollarsInput(valueCents) : '');
  const [touched, setTouched] = useState(false);
  const [chosen, setChosen] = useState<TradePaymentMethod | null>(null);
  const wallet = useWalletBalances();
  const { send, pending } = useSendOffer(onSent);
  const amountId = useId();
  const errorId = useId();

  const parsed = text.trim() ? parseDollarsToCents(text) : null;
  const amountCents = parsed !== null && parsed > 0 ? parsed : null;
  const invalid = touched && amountCents === null;
  const range = valueCents ? suggestedCashRange(valueCents) : null;
  const allowed = amountCents && wallet.balances ? paymentOptions(amountCents, wallet.balances) : null;
  // The member's choice while it still covers the amount, else the first option that does.
  const method =
    amountCents && wallet.balances
      ? chosen && allowed?.[chosen]
        ? chosen
        : defaultPaymentMethod(amountCents, wallet.balances)
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountCents === null || method === null) return;
    send({ kind: 'cash', ownerItemId: item.id, cashCents: amountCents, paymentMethod: method });
  };

  const sendButton = (
    <Button type="submit" className="flex-1" disabled={pending || (touched && (!amountCents || !method))}>
      {pending ? 'Sending...' : `Send Offer${amountCents ? ` of ${formatCents(amountCents)}` : ''}`}
      {pending ? null : <Send aria-hidden className="size-4" />}
    </Button>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={amountId}>Your cash offer</Label>
        <MoneyInput
          id={amountId}
          minCents={0}
          placeholder="0.00"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        {invalid ? (
          <p id={errorId} role="alert" className="text-sm text-danger dark:text-red-400">
            {TRADE_MESSAGES.invalidCashOffer}
          </p>
        ) : amountCents !== null && valueCents !== null ? (
          <p className="text-sm font-medium text-muted-foreground">{askingNote(amountCents, valueCents)}</p>
        ) : null}
        {range ? (
          <p className="text-xs text-muted-foreground tabular-nums">
            Suggested range: {formatCents(range.minCents)} – {formatCents(range.maxCents)}
          </p>
        ) : null}
      </div>

      {amountCents !== null ? (
        wallet.balances ? (
          <PaymentOptions
            amountCents={amountCents}
            wallets={wallet.balances}
            value={method}
            onChange={setChosen}
          />
        ) : (
          <Spinner label="Loading your wallet" />
        )
      ) : null}

      <TradeTerms />

      <div className="flex items-start gap-2">
        <Button variant="secondary" onClick={onExit} disabled={pending}>
          <ArrowLeft aria-hidden className="size-4" />
          Back
        </Button>
        {amountCents !== null && allowed && allowed.shortfallCents > 0 ? (
          // The wallets do not cover it: the card pays the rest, and its confirmation sends the offer.
          <PayByCardButton
            className="flex-1"
            purpose={{ kind: 'offer', ownerItemId: item.id, cashCents: amountCents }}
            shortfallCents={allowed.shortfallCents}
            unavailable={sendButton}
          />
        ) : (
          sendButton
        )}
      </div>
    </form>
  );
}
