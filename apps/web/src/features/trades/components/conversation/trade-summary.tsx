import { conditionLabels } from '@swapyard/domain/item-labels';
import { appRoutes } from '@swapyard/domain/routes';
import type { Trade, TradeItem } from '@swapyard/domain/trades';
import { formatCents } from '@swapyard/domain/money';
import { ArrowDown, Banknote, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { paymentMethodLabels } from '../../lib/offer';
import { ItemThumb } from '../item-thumb';

const kindLabels: Record<Trade['kind'], string> = {
  cash: 'Buy It Now cash offer',
  trade: 'Trade offer',
  invitation: 'Trade invitation',
  auction: 'Won in a live auction',
  circle: 'Swap circle',
};

/** What the requester does: 'Ana offers', 'You invite', 'Ana swaps' (a swap circle's leg). */
const verbs: Record<Trade['kind'], string> = {
  cash: 'offer',
  trade: 'offer',
  invitation: 'invite',
  auction: 'offer',
  circle: 'swap',
};

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** What is offered for what, with the cash and, while pending, the expiry (docs/product/trades.md). */
export function TradeSummary({ trade }: { trade: Trade }) {
  const requesterName = trade.role === 'requester' ? 'You' : trade.requester.fullName;
  const ownerName = trade.role === 'owner' ? 'You' : trade.owner.fullName;
  const cash = trade.cashDifferenceCents;
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

      <div className="grid gap-2">
        <p className="text-sm font-medium">
          {requesterName} {verbs[trade.kind]}
          {requesterName === 'You' ? '' : 's'}
        </p>
        {trade.kind === 'invitation' ? (
          <p className="rounded-xl bg-surface-muted p-3 text-sm">{trade.message ?? 'Check out my closet!'}</p>
        ) : null}
        {trade.kind === 'circle' ? (
          // docs/product/swap-circles.md: each leg is its own trade; what the requester gives goes to another member.
          <p className="rounded-xl bg-surface-muted p-3 text-sm">
            {requesterName === 'You' ? 'Your' : 'Their'} own item goes to another member of the swap circle
          </p>
        ) : null}
        {trade.offeredItems.map((item) => (
          <SummaryItem key={item.id} item={item} />
        ))}
        {cash > 0 ? (
          <CashLine
            text={`${formatCents(cash)} cash`}
            detail={trade.paymentMethod ? `Paid from ${paymentMethodLabels[trade.paymentMethod]}` : undefined}
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
        for {trade.role === 'owner' ? 'your item' : `${trade.owner.fullName}'s item`}
      </div>
      {trade.ownerItem ? (
        <SummaryItem item={trade.ownerItem} />
      ) : (
        <p className="text-sm text-muted-foreground">This item is no longer listed.</p>
      )}

      {trade.message && trade.kind !== 'invitation' ? (
        <blockquote className="rounded-xl border-l-4 border-primary bg-surface-muted p-3 text-sm dark:border-brand">
          {trade.message}
        </blockquote>
      ) : null}
    </section>
  );
}

function SummaryItem({ item }: { item: TradeItem }) {
  return (
    <Link
      to={appRoutes.item(item.id)}
      className="flex items-center gap-3 rounded-xl border border-border p-2 transition-colors hover:bg-accent"
    >
      <ItemThumb photos={item.photos} />
      <span className="grid min-w-0 flex-1">
        <span className="truncate text-sm font-medium">{item.title}</span>
        <span className="text-xs text-muted-foreground">
          {item.categoryLabel} · {conditionLabels[item.condition]}
          {item.agreed ? ' · as agreed' : ''}
        </span>
      </span>
      <span className="shrink-0 text-sm font-semibold tabular-nums">
        {item.valueCents === null ? 'No value' : formatCents(item.valueCents)}
      </span>
    </Link>
  );
}

function CashLine({ text, detail }: { text: string; detail?: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border p-2">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-green-50 text-green-700 dark:bg-green-950/40 dark:text-green-400">
        <Banknote aria-hidden className="size-5" />
      </span>
      <span className="grid min-w-0">
        <span className="text-sm font-semibold tabular-nums">{text}</span>
        {detail ? <span className="text-xs text-muted-foreground">{detail}</span> : null}
      </span>
    </div>
  );
}
