import type { Trade } from '@swapyard/domain/trades';
import { formatCents } from '@swapyard/domain/money';
import { ArrowDown, Clock } from 'lucide-react';
import { paymentMethodLabels } from '../../lib/offer';
import { CirclePart } from './circle-part';
import { NegotiationHistory } from './negotiation-history';
import { CashLine, SummaryItem } from './summary-rows';

const kindLabels: Record<Trade['kind'], string> = {
  cash: 'Buy It Now cash offer',
  trade: 'Trade offer',
  invitation: 'Trade invitation',
  auction: 'Won in a live auction',
  circle: 'Swap circle',
  purchase: 'Bought with Buy now',
  bundle: 'Bundle',
};

/** What the requester does: 'Ana offers', 'You invite', 'Ana swaps' (a swap circle's leg). */
const verbs: Record<Trade['kind'], string> = {
  cash: 'offer',
  trade: 'offer',
  invitation: 'invite',
  auction: 'offer',
  circle: 'swap',
  purchase: 'pay',
  bundle: 'pay',
};

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * What is offered for what, with the cash and, while pending, the expiry (docs/product/trades.md); for a swap
 * circle's leg, the member's whole part in the circle (docs/product/swap-circles.md).
 */
export function TradeSummary({ trade }: { trade: Trade }) {
  return (
    <section
      aria-label="Trade summary"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="font-semibold tracking-wide uppercase">{kindLabels[trade.kind]}</span>
        {trade.status === 'pending' ? (
          <span className="flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            Expires {dateTime.format(new Date(trade.expiresAt))}
          </span>
        ) : null}
      </div>

      {trade.kind === 'circle' && trade.circle ? (
        <CirclePart tradeId={trade.id} part={trade.circle} />
      ) : (
        <OfferSummary trade={trade} />
      )}

      {trade.message && trade.kind !== 'invitation' ? (
        <blockquote className="rounded-xl border-l-4 border-primary bg-surface-muted p-3 text-sm dark:border-brand">
          {trade.message}
        </blockquote>
      ) : null}
      <NegotiationHistory trade={trade} />
    </section>
  );
}

/** What the requester offers (items, cash, an invitation's message) for the owner's item, or a bundle's items. */
function OfferSummary({ trade }: { trade: Trade }) {
  const requesterName = trade.role === 'requester' ? 'You' : trade.requester.fullName;
  const ownerName = trade.role === 'owner' ? 'You' : trade.owner.fullName;
  const cash = trade.cashDifferenceCents;
  const bundle = trade.kind === 'bundle';
  return (
    <>
      <div className="grid gap-2">
        <p className="text-sm font-medium">
          {requesterName} {verbs[trade.kind]}
          {requesterName === 'You' ? '' : 's'}
        </p>
        {trade.kind === 'invitation' ? (
          <p className="rounded-xl bg-surface-muted p-3 text-sm">{trade.message ?? 'Check out my closet!'}</p>
        ) : null}
        {trade.offeredItems.map((item) => (
          <SummaryItem key={item.id} item={item} />
        ))}
        {cash > 0 ? (
          <CashLine
            text={`${formatCents(cash)} cash`}
            detail={
              // A counter the requester has not taken yet is not paid from anything yet.
              [
                trade.postageCents > 0 ? `Includes ${formatCents(trade.postageCents)} postage` : null,
                trade.paymentMethod && (trade.status !== 'pending' || trade.awaiting === 'owner')
                  ? `Paid from ${paymentMethodLabels[trade.paymentMethod]}`
                  : null,
              ]
                .filter(Boolean)
                .join(' · ') || undefined
            }
          />
        ) : null}
        {cash < 0 ? (
          <CashLine
            text={`${ownerName} add${ownerName === 'You' ? '' : 's'} ${formatCents(-cash)} cash`}
            detail={trade.paymentMethod ? `Paid from ${paymentMethodLabels[trade.paymentMethod]}` : undefined}
          />
        ) : null}
      </div>

      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <ArrowDown aria-hidden className="size-3.5" />
        for {trade.role === 'owner' ? 'your' : `${trade.owner.fullName}'s`}{' '}
        {bundle ? `${trade.bundleItems.length} items` : 'item'}
      </div>
      {bundle ? (
        trade.bundleItems.map((item) => <SummaryItem key={item.id} item={item} />)
      ) : trade.ownerItem ? (
        <SummaryItem item={trade.ownerItem} />
      ) : (
        <p className="text-sm text-muted-foreground">This item is no longer listed.</p>
      )}
    </>
  );
}
