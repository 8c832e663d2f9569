import { circleCashText } from '@swapyard/domain/circles';
import { formatCents } from '@swapyard/domain/money';
import { appRoutes } from '@swapyard/domain/routes';
import type { TradeCircleLeg, TradeCirclePart } from '@swapyard/domain/trades';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { CashLine, SummaryItem } from './summary-rows';

const nameOf = (member: TradeCircleLeg['member']) => member.fullName || `@${member.username}`;

/** A leg's cash from the member's side: '$5.00 to Ben Ode', '$5.00 from Ben Ode'; null without cash. */
function legCash(leg: TradeCircleLeg): string | null {
  if (leg.cashCents === 0) return null;
  const amount = formatCents(Math.abs(leg.cashCents));
  return leg.cashCents > 0 ? `${amount} to ${nameOf(leg.member)}` : `${amount} from ${nameOf(leg.member)}`;
}

/**
 * A swap circle's leg (docs/product/swap-circles.md): each leg is a trade of its own, so this page shows the member's
 * whole part in the circle: what they give and to whom, what they get and from whom (the leg that is this trade
 * marked, the other one a link to its own trade), and the cash they pay or receive, on which leg.
 */
export function CirclePart({ tradeId, part }: { tradeId: string; part: TradeCirclePart }) {
  const perLeg = [legCash(part.gives), legCash(part.gets)].filter((text) => text !== null);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Everyone in the circle gives one item and gets one. Each swap is a trade of its own, confirmed on its
        own.
      </p>
      <CircleLeg tradeId={tradeId} leg={part.gives} direction="give" />
      <CircleLeg tradeId={tradeId} leg={part.gets} direction="get" />
      <CashLine
        text={circleCashText(part.cashCents)}
        detail={
          perLeg.length > 0
            ? `${perLeg.join(' · ')}, ${perLeg.length > 1 ? 'each ' : ''}paid when its trade completes`
            : undefined
        }
      />
    </div>
  );
}

function CircleLeg({
  tradeId,
  leg,
  direction,
}: {
  tradeId: string;
  leg: TradeCircleLeg;
  direction: 'give' | 'get';
}) {
  const Icon = direction === 'give' ? ArrowUp : ArrowDown;
  const label = direction === 'give' ? 'You give' : 'You get';
  return (
    <section aria-label={label} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex min-w-0 items-center gap-1.5 text-sm">
          <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 truncate">
            <span className="font-semibold">{label}</span>{' '}
            <span className="text-muted-foreground">{direction === 'give' ? 'to' : 'from'}</span>{' '}
            <Link
              to={appRoutes.user(leg.member.username)}
              className="font-medium underline-offset-4 hover:underline"
            >
              {nameOf(leg.member)}
            </Link>
          </span>
        </p>
        {leg.tradeId === tradeId ? (
          <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
            This trade
          </span>
        ) : (
          <Link
            to={appRoutes.tradeConversation(leg.tradeId)}
            className="text-xs font-medium text-primary underline-offset-4 hover:underline dark:text-brand"
          >
            Open that trade
          </Link>
        )}
      </div>
      {leg.item ? (
        <SummaryItem item={leg.item} />
      ) : (
        <p className="text-sm text-muted-foreground">This item is no longer listed.</p>
      )}
    </section>
  );
}
