import { PROTECTION_DAYS } from '@swapyard/domain/handovers';
import { TRADE_RESPONSE_WINDOW_HOURS } from '@swapyard/domain/trades';
import { Clock, Lock, ShieldCheck, Undo2, Wallet } from 'lucide-react';

/** The trade terms, shown before an offer is sent (docs/product/trades.md, "Trade terms"). */
export const TRADE_TERMS = [
  { icon: Clock, text: `The seller has ${TRADE_RESPONSE_WINDOW_HOURS} hours to respond.` },
  {
    icon: ShieldCheck,
    text: `Payment is made only when the trade completes: once the items have been received, with ${PROTECTION_DAYS} days after a delivery to report a problem.`,
  },
  { icon: Undo2, text: 'You can cancel the offer before it is accepted.' },
  { icon: Lock, text: 'Items are reserved until the offer expires or is declined.' },
  {
    icon: Wallet,
    text: 'Cash added to a trade is on hold in your wallet until the trade completes, and stays on hold while a dispute is open. If the offer is declined, cancelled or expires, it is released.',
  },
] as const;

export function TradeTerms() {
  return (
    <section aria-labelledby="trade-terms-heading" className="grid gap-2 rounded-xl bg-surface-muted p-4">
      <h3 id="trade-terms-heading" className="text-sm font-semibold">
        Trade terms
      </h3>
      <ul className="grid gap-1.5 text-sm text-muted-foreground">
        {TRADE_TERMS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-2">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary dark:text-brand" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
