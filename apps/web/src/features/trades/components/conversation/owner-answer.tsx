import { paymentOptions, type Trade, type TradePaymentMethod } from '@swapyard/domain/trades';
import { formatCents } from '@swapyard/domain/money';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWalletBalances } from '../../api/wallet-balances';
import type { TradeActionInput } from '../../api/trade-actions';
import { PaymentOptions } from '../payment-options';

/**
 * The owner's Accept / Decline on a pending offer. When the offer asks the owner to add cash (a counter-offer's
 * negative difference), accepting needs the wallet to pay it from, chosen as in the builder's payment step
 * (docs/product/trades.md "Cash the owner adds"): the options, and the shortfall, are shown before Accept.
 */
export function OwnerAnswer({
  trade,
  busy,
  run,
}: {
  trade: Trade;
  busy: boolean;
  run: (input: TradeActionInput) => void;
}) {
  const owedCents = Math.max(0, -trade.cashDifferenceCents);
  const wallet = useWalletBalances(owedCents > 0);
  const [chosen, setChosen] = useState<TradePaymentMethod | null>(null);
  const allowed = owedCents > 0 && wallet.balances ? paymentOptions(owedCents, wallet.balances) : null;
  const method = allowed && chosen && allowed[chosen] ? chosen : null;
  const canAccept = !busy && (owedCents === 0 || method !== null);

  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-surface p-4">
      {owedCents > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">
            This offer asks you to add {formatCents(owedCents)} cash. It is put on hold in your wallet when
            you accept, and paid when the trade completes.
          </p>
          {wallet.balances ? (
            <PaymentOptions
              amountCents={owedCents}
              wallets={wallet.balances}
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
        <Button
          className="flex-1"
          disabled={!canAccept}
          onClick={() => run({ action: 'accept', paymentMethod: method ?? undefined })}
        >
          <Check aria-hidden className="size-4" />
          Accept Trade
        </Button>
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
    </div>
  );
}
