import { NEGOTIATION_TEXTS, roundAmount } from '@swapyard/domain/negotiation';
import { formatChatTimestamp, type Trade } from '@swapyard/domain/trades';

/**
 * The rounds of a countered offer, oldest first (docs/product/trades.md, "Counter-offers"): who proposed what, when,
 * with their message. Nothing before the first counter.
 */
export function NegotiationHistory({ trade }: { trade: Trade }) {
  if (trade.rounds.length === 0) return null;
  const name = (side: 'requester' | 'owner') =>
    trade.role === side ? 'You' : side === 'owner' ? trade.owner.fullName : trade.requester.fullName;
  return (
    <section aria-label={NEGOTIATION_TEXTS.historyTitle} className="grid gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {NEGOTIATION_TEXTS.historyTitle}
      </h3>
      <ol className="grid gap-1.5">
        {trade.rounds.map((round) => {
          const amount = roundAmount(trade.kind, round.cashDifferenceCents);
          const current = round.round === trade.round;
          return (
            <li
              key={round.round}
              className={
                current
                  ? 'grid gap-0.5 rounded-xl bg-primary-soft/50 p-2.5 text-sm'
                  : 'grid gap-0.5 rounded-xl bg-surface-muted p-2.5 text-sm text-muted-foreground'
              }
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className={current ? 'font-medium tabular-nums' : 'tabular-nums'}>
                  {round.round === 1
                    ? NEGOTIATION_TEXTS.offered(name(round.proposedBy), amount)
                    : NEGOTIATION_TEXTS.countered(name(round.proposedBy), amount)}
                </span>
                <time dateTime={round.createdAt} className="text-xs text-muted-foreground">
                  {formatChatTimestamp(round.createdAt)}
                </time>
              </span>
              {round.message ? <span className="text-muted-foreground">“{round.message}”</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
