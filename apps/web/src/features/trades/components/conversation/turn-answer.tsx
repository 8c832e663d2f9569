import { formatCents } from '@swapyard/domain/money';
import { isNegotiable, MAX_NEGOTIATION_ROUNDS, NEGOTIATION_TEXTS } from '@swapyard/domain/negotiation';
import { paymentOptions, type Trade, type TradePaymentMethod } from '@swapyard/domain/trades';
import { ArrowLeftRight, Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PayByCardButton } from '@/features/payments';
import { useWalletBalances } from '../../api/wallet-balances';
import type { TradeActionInput } from '../../api/trade-actions';
import { walletsWithHold } from '../../lib/offer';
import { PaymentOptions } from '../payment-options';
import { CounterDialog } from './counter-dialog';

/**
 * Accept / Decline / Counter for the party whose turn it is (docs/product/trades.md, "Counter-offers"): the owner on
 * an offer, the requester on the owner's counter. Accepting needs a wallet when it makes this member pay: the owner
 * asked to add cash (an answer to their invitation, "Cash the owner adds"), or the requester taking a counter, whose
 * amount replaces their hold (the money on hold now counts towards it).
 */
export function TurnAnswer({
  trade,
  busy,
  run,
}: {
  trade: Trade;
  busy: boolean;
  run: (input: TradeActionInput) => void;
}) {
  const [countering, setCountering] = useState(false);
  const requester = trade.role === 'requester';
  const payCents = requester
    ? Math.max(0, trade.cashDifferenceCents)
    : Math.max(0, -trade.cashDifferenceCents);
  const wallet = useWalletBalances(payCents > 0);
  const [chosen, setChosen] = useState<TradePaymentMethod | null>(null);
  const wallets =
    payCents > 0 && wallet.balances
      ? requester
        ? walletsWithHold(wallet.balances, trade.myHold)
        : wallet.balances
      : null;
  const allowed = wallets ? paymentOptions(payCents, wallets) : null;
  const method = allowed && chosen && allowed[chosen] ? chosen : null;
  const canAccept = !busy && (payCents === 0 || method !== null);
  const canCounter = isNegotiable(trade.kind) && trade.round < MAX_NEGOTIATION_ROUNDS;
  const held = trade.myHold ? trade.myHold.creditCents + trade.myHold.cashCents : 0;

  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-surface p-4">
      {trade.round > 1 ? (
        <p className="text-sm font-medium">
          {trade.round === MAX_NEGOTIATION_ROUNDS
            ? NEGOTIATION_TEXTS.lastRound
            : NEGOTIATION_TEXTS.round(trade.round)}
        </p>
      ) : null}
      {payCents > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">
            {requester
              ? NEGOTIATION_TEXTS.acceptHold(formatCents(payCents), formatCents(held))
              : `This offer asks you to add ${formatCents(payCents)} cash. It is put on hold in your wallet when you accept, and paid when the trade completes.`}
          </p>
          {wallets ? (
            <PaymentOptions
              amountCents={payCents}
              wallets={wallets}
              value={method}
              onChange={setChosen}
              purpose="accept this offer"
            />
          ) : (
            <p className="text-sm text-muted-foreground">Loading your wallet...</p>
          )}
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {requester && allowed && allowed.shortfallCents > 0 ? (
          // The wallets do not cover the counter: the card pays the rest, and its confirmation takes it.
          <PayByCardButton
            className="flex-1"
            purpose={{ kind: 'counter', tradeId: trade.id }}
            shortfallCents={allowed.shortfallCents}
          />
        ) : (
          <Button
            className="flex-1"
            disabled={!canAccept}
            onClick={() => run({ action: 'accept', paymentMethod: method ?? undefined })}
          >
            <Check aria-hidden className="size-4" />
            Accept Trade
          </Button>
        )}
        {canCounter ? (
          <Button variant="secondary" className="flex-1" disabled={busy} onClick={() => setCountering(true)}>
            <ArrowLeftRight aria-hidden className="size-4" />
            {NEGOTIATION_TEXTS.counter}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          className="flex-1"
          disabled={busy}
          onClick={() => run({ action: 'reject' })}
        >
          <X aria-hidden className="size-4" />
          Decline
        </Button>
      </div>
      {countering ? <CounterDialog trade={trade} onClose={() => setCountering(false)} /> : null}
    </div>
  );
}
