import type { AgreedItem, StaffDispute } from '@swapyard/domain/disputes';
import { formatCents } from '@swapyard/domain/money';
import type { TradeKind } from '@swapyard/domain/trades';
import { Banknote, Package } from 'lucide-react';

type DisputedTrade = StaffDispute['trade'];
type Member = DisputedTrade['owner'];

const kindLabels: Record<TradeKind, string> = {
  cash: 'Cash purchase',
  trade: 'Swap',
  invitation: 'Trade invitation',
  auction: 'Live auction sale',
  circle: 'Swap circle',
  purchase: 'Bought with Buy now',
  bundle: 'Bundle purchase',
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const memberName = (member: Member) =>
  member ? `${member.fullName || member.username} (@${member.username})` : 'Unknown User';

/** Each party's side of the trade: the items it gives (as agreed at acceptance) and the cash it adds. */
function sidesOf(trade: DisputedTrade) {
  const cash = trade.cashDifferenceCents;
  return [
    {
      role: 'Owner',
      member: trade.owner,
      items: trade.items.filter((item) => item.side === 'wanted'),
      cashCents: Math.max(-cash, 0),
    },
    {
      role: 'Requester',
      member: trade.requester,
      items: trade.items.filter((item) => item.side === 'offered'),
      cashCents: Math.max(cash, 0),
    },
  ];
}

/**
 * One line for the Disputes table: what was agreed, e.g. 'Brass lamp for $25.00' or 'Bike for Amp + $5.00'. A trade
 * with no recorded items reads as its short id.
 */
export function tradeSummary(trade: DisputedTrade): string {
  if (trade.items.length === 0) return `Trade ${trade.id.slice(0, 8)}`;
  const [owner, requester] = sidesOf(trade).map((side) =>
    [
      ...side.items.map((item) => item.title),
      ...(side.cashCents > 0 ? [formatCents(side.cashCents)] : []),
    ].join(' + '),
  );
  return requester ? `${owner} for ${requester}` : owner!;
}

function ItemLine({ item }: { item: AgreedItem }) {
  return (
    <li className="flex items-center gap-2.5">
      {item.photoUrl ? (
        <img src={item.photoUrl} alt="" className="size-10 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-surface-muted">
          <Package aria-hidden className="size-4 text-muted-foreground" />
        </span>
      )}
      <span className="min-w-0 flex-1 break-words">{item.title}</span>
      <span className="shrink-0 text-muted-foreground tabular-nums">
        {item.valueCents === null ? 'No value' : formatCents(item.valueCents)}
      </span>
    </li>
  );
}

/**
 * The disputed trade in the detail dialog (docs/product/disputes.md, "Deciding a dispute"): its kind and status, and
 * both parties with what each gives, items with their values and the cash added.
 */
export function DisputeTrade({ trade }: { trade: DisputedTrade }) {
  return (
    <section aria-label="Trade" className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="text-sm font-semibold">Trade</h3>
        <p className="text-xs text-muted-foreground">
          {kindLabels[trade.kind]} · {capitalised(trade.status)}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {sidesOf(trade).map((side) => (
          <div
            key={side.role}
            className="grid content-start gap-2 rounded-xl border border-border p-3 text-sm"
          >
            <p>
              <span className="block text-xs tracking-wide text-muted-foreground uppercase">
                {side.role} gives
              </span>
              <span className="font-medium break-words">{memberName(side.member)}</span>
            </p>
            <ul className="grid gap-2" aria-label={`${side.role} gives`}>
              {side.items.map((item, index) => (
                <ItemLine key={index} item={item} />
              ))}
              {side.cashCents > 0 ? (
                <li className="flex items-center gap-2.5">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-emerald-50 dark:bg-emerald-950">
                    <Banknote aria-hidden className="size-4 text-emerald-700 dark:text-emerald-300" />
                  </span>
                  <span className="flex-1">Cash</span>
                  <span className="shrink-0 tabular-nums">{formatCents(side.cashCents)}</span>
                </li>
              ) : null}
              {side.items.length === 0 && side.cashCents === 0 ? (
                <li className="text-muted-foreground">Nothing recorded</li>
              ) : null}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
