import {
  MAX_OFFERED_ITEMS,
  TRADE_MESSAGES,
  paymentOptions,
  type TradePaymentMethod,
} from '@swapyard/domain/trades';
import type { Item } from '@swapyard/domain/items';
import { formatCents } from '@swapyard/domain/money';
import { ArrowLeft, ArrowRight, Check, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useWalletBalances } from '../api/wallet-balances';
import { cashLimitCents, offerBalance, paymentMethodLabels } from '../lib/offer';
import { CashAmountField } from './cash-amount-field';
import { OfferDifference } from './offer-difference';
import type { WantedItem } from './offer-item';
import { OfferableItemsGrid } from './offerable-items-grid';
import { PaymentOptions } from './payment-options';
import { TradeTerms } from './trade-terms';
import { useOfferUrl } from './use-offer-url';
import { useSendOffer } from './use-send-offer';

const steps = ['select', 'calculate', 'payment', 'confirm'] as const;
type Step = (typeof steps)[number];
const stepLabels: Record<Step, string> = {
  select: 'Select',
  calculate: 'Calculate',
  payment: 'Payment',
  confirm: 'Confirm',
};

interface TradeBuilderProps {
  item: WantedItem;
  myId: string;
  /** Back from the first step: to the offer type choice. */
  onExit: () => void;
  /** Opens the new trade's conversation (its path). */
  onSent: (tradePath: string) => void;
}

/**
 * The trade builder (docs/product/trades.md, "Making an offer"): select items and/or cash, calculate the
 * difference, choose how to pay the cash, confirm with the trade terms; Back moves one step. The step is in the URL
 * (`&step=`), so the browser's Back moves one step too.
 */
export function TradeBuilder({ item, myId, onExit, onSent }: TradeBuilderProps) {
  const offerUrl = useOfferUrl();
  const [selected, setSelected] = useState<Item[]>([]);
  const [cashCents, setCashCents] = useState(0);
  const [method, setMethod] = useState<TradePaymentMethod | null>(null);
  const [message, setMessage] = useState('');
  const wallet = useWalletBalances();
  const { send, pending, sent } = useSendOffer(onSent);

  const limit = cashLimitCents(wallet.balances);
  const wantedCents = item.valueCents ?? 0;
  const offeredCents = selected.reduce((sum, it) => sum + (it.valueCents ?? 0), 0);
  const balance = offerBalance(offeredCents, cashCents, wantedCents);
  const valid: Record<Step, boolean> = {
    select: selected.length > 0 || cashCents > 0,
    // An offer below the item's value may be sent: the comparison says so, and the owner decides.
    calculate: true,
    payment:
      cashCents === 0 ||
      (method !== null && !!wallet.balances && paymentOptions(cashCents, wallet.balances)[method]),
    confirm: true,
  };
  // The step the URL asks for, unless an earlier one is not done (after a reload the choices are gone): then the
  // first step still to do. Not while sending or once sent: the wallet, refreshed with the new hold, can make the
  // payment look short before the dialog leaves for the trade.
  const requested = Math.max(0, steps.indexOf(offerUrl.step as Step));
  const firstOpen = pending || sent ? -1 : steps.findIndex((s) => !valid[s]);
  const index = firstOpen === -1 ? requested : Math.min(requested, firstOpen);
  const step = steps[index]!;
  // The URL then shows that step too, once per history entry (the correction may go back through the history).
  const { showEarlierStep, entry } = offerUrl;
  const adjusted = offerUrl.step !== step;
  const corrected = useRef<string | null>(null);
  useEffect(() => {
    if (!adjusted || wallet.isPending || corrected.current === entry) return;
    corrected.current = entry;
    showEarlierStep('swap', step, requested - index);
  }, [adjusted, step, requested, index, entry, showEarlierStep, wallet.isPending]);

  const back = () => (index === 0 ? onExit() : offerUrl.back('swap', steps[index - 1]));
  const next = () => offerUrl.forward('swap', steps[index + 1]);
  const toggle = (it: Item) =>
    setSelected((list) =>
      list.some((s) => s.id === it.id)
        ? list.filter((s) => s.id !== it.id)
        : list.length < MAX_OFFERED_ITEMS
          ? [...list, it]
          : list,
    );

  const canContinue = valid[step];

  const submit = () =>
    send({
      kind: 'trade',
      ownerItemId: item.id,
      offeredItemIds: selected.map((it) => it.id),
      cashCents,
      paymentMethod: cashCents > 0 ? (method ?? undefined) : undefined,
      message: message.trim() || undefined,
    });

  return (
    <div className="grid gap-5">
      <ol aria-label="Trade offer steps" className="grid grid-cols-4 gap-1.5">
        {steps.map((s, n) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className="grid gap-1">
            <span className={cn('h-1.5 rounded-full bg-border', n <= index && 'bg-primary dark:bg-brand')} />
            <span
              className={cn(
                'text-center text-xs text-muted-foreground',
                s === step && 'font-semibold text-foreground',
              )}
            >
              {stepLabels[s]}
            </span>
          </li>
        ))}
      </ol>

      {step === 'select' ? (
        <div className="grid gap-5">
          <OfferableItemsGrid myId={myId} selected={selected} onToggle={toggle} />
          {wallet.isPending ? (
            <Spinner label="Loading your wallet" />
          ) : (
            <CashAmountField
              cents={cashCents}
              limitCents={limit}
              remainingCents={balance.remaining}
              onChange={setCashCents}
            />
          )}
          {!canContinue ? (
            <p className="text-sm text-muted-foreground">{TRADE_MESSAGES.selectRequired}</p>
          ) : null}
        </div>
      ) : null}

      {step === 'calculate' ? (
        <OfferDifference
          rows={[
            { label: item.title, cents: wantedCents, note: 'Item you want' },
            {
              label: selected.length === 1 ? '1 item offered' : `${selected.length} items offered`,
              cents: offeredCents,
            },
            { label: 'Cash added', cents: cashCents },
          ]}
          balance={balance}
        />
      ) : null}

      {step === 'payment' ? (
        cashCents === 0 ? (
          <p className="rounded-xl bg-surface-muted p-4 text-sm text-muted-foreground">
            No payment needed: this offer adds no cash.
          </p>
        ) : wallet.balances ? (
          <PaymentOptions
            amountCents={cashCents}
            wallets={wallet.balances}
            value={method}
            onChange={setMethod}
          />
        ) : (
          <Spinner label="Loading your wallet" />
        )
      ) : null}

      {step === 'confirm' ? (
        <div className="grid gap-4">
          <dl className="grid gap-2 rounded-xl border border-border p-4 text-sm">
            <SummaryRow label="For" value={item.title} />
            <SummaryRow
              label="Your items"
              value={selected.length ? selected.map((it) => it.title).join(', ') : 'None'}
            />
            <SummaryRow label="Cash" value={formatCents(cashCents)} />
            {cashCents > 0 && method ? (
              <SummaryRow label="Paid from" value={paymentMethodLabels[method]} />
            ) : null}
          </dl>
          <div className="grid gap-2">
            <Label htmlFor="trade-offer-message">Message (optional)</Label>
            <textarea
              id="trade-offer-message"
              rows={2}
              maxLength={500}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder={`Hi ${item.owner.fullName.split(' ')[0]}, would you swap?`}
              className="w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
            />
          </div>
          <TradeTerms />
        </div>
      ) : null}

      <div className="flex gap-2">
        <Button variant="secondary" onClick={back} disabled={pending}>
          <ArrowLeft aria-hidden className="size-4" />
          Back
        </Button>
        {step === 'confirm' ? (
          <Button className="flex-1" onClick={submit} disabled={pending}>
            {pending ? 'Sending...' : 'Send Trade Offer'}
            {pending ? null : <Send aria-hidden className="size-4" />}
          </Button>
        ) : (
          <Button className="flex-1" onClick={next} disabled={!canContinue}>
            {step === 'payment' ? 'Review offer' : 'Continue'}
            {step === 'payment' ? (
              <Check aria-hidden className="size-4" />
            ) : (
              <ArrowRight aria-hidden className="size-4" />
            )}
          </Button>
        )}
      </div>
    </div>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
    </div>
  );
}
