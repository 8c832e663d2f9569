import { conditionLabels } from '@swapyard/domain/item-labels';
import { formatCents } from '@swapyard/domain/money';
import { appRoutes } from '@swapyard/domain/routes';
import type { TradeItem } from '@swapyard/domain/trades';
import { Banknote } from 'lucide-react';
import { Link } from 'react-router';
import { ItemThumb } from '../item-thumb';

/** The rows a trade's summary is made of: an item of the trade (with its value), and a line of cash. */

export function SummaryItem({ item }: { item: TradeItem }) {
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

export function CashLine({ text, detail }: { text: string; detail?: string }) {
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
