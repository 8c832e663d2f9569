import { appRoutes } from '@swapyard/domain/routes';
import { NEGOTIATION_TEXTS } from '@swapyard/domain/negotiation';
import type { Trade } from '@swapyard/domain/trades';
import { CheckCheck, Search, Star, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useTradeAction, type TradeAction, type TradeActionInput } from '../../api/trade-actions';
import { acceptedTradeText } from '../../lib/escrow';
import { CounterOfferDialog } from './counter-offer-dialog';
import { TurnAnswer } from './turn-answer';

/** The toasts of docs/product/trades.md, "The trade conversation". */
export const actionToasts: Record<TradeAction, { title: string; description: string }> = {
  accept: { title: 'Trade Accepted!', description: 'Great! You can arrange the exchange details.' },
  reject: { title: 'Trade Declined', description: 'The trade offer has been declined.' },
  cancel: { title: 'Offer cancelled', description: 'Your trade offer has been cancelled.' },
  confirm: {
    title: 'Exchange confirmed',
    description: 'Thanks! The trade completes once you have both confirmed.',
  },
};
export const ACTION_FAILED = 'Action failed';

/**
 * What each party can do now: the party whose turn it is accepts, declines or counters a pending offer (the owner of
 * an invitation looks through the inviter's closet instead), the requester can cancel it, both confirm the exchange
 * once accepted, then review.
 */
export function TradeActions({ trade }: { trade: Trade }) {
  const action = useTradeAction(trade.id);
  const [counterOpen, setCounterOpen] = useState(false);
  const run = (input: TradeActionInput) =>
    action.mutate(input, {
      onSuccess: () =>
        toast.success(actionToasts[input.action].title, {
          description: actionToasts[input.action].description,
        }),
      onError: (error) => toast.error(ACTION_FAILED, { description: errorMessage(error) }),
    });
  const busy = action.isPending;
  const other = trade.role === 'owner' ? trade.requester : trade.owner;

  if (trade.status === 'pending' && trade.role === 'owner' && trade.kind === 'invitation') {
    return (
      <Panel text={`${other.fullName} invites you to pick something from their closet for your item.`}>
        <Button onClick={() => setCounterOpen(true)}>
          <Search aria-hidden className="size-4" />
          View Their Closet
        </Button>
        {counterOpen ? <CounterOfferDialog trade={trade} onClose={() => setCounterOpen(false)} /> : null}
      </Panel>
    );
  }

  if (trade.status === 'pending' && trade.awaiting === trade.role) {
    return <TurnAnswer trade={trade} busy={busy} run={run} />;
  }

  if (trade.status === 'pending' && trade.role === 'owner') {
    return <Panel text={NEGOTIATION_TEXTS.waitingCounter(other.fullName)} />;
  }

  if (trade.status === 'pending') {
    return (
      <Panel
        text={
          trade.kind === 'invitation'
            ? `Waiting for ${other.fullName} to look through your closet.`
            : `Waiting for ${other.fullName} to respond.`
        }
      >
        <Button variant="secondary" disabled={busy} onClick={() => run({ action: 'cancel' })}>
          <X aria-hidden className="size-4" />
          {trade.kind === 'invitation' ? 'Cancel invitation' : 'Cancel offer'}
        </Button>
      </Panel>
    );
  }

  if (trade.status === 'accepted') {
    // The cash stays on hold until the trade completes; a dispute stops it from completing (lib/escrow.ts).
    const { canConfirm, lines } = acceptedTradeText(trade);
    return (
      <Panel text={lines}>
        {canConfirm ? (
          <Button disabled={busy} onClick={() => run({ action: 'confirm' })}>
            <CheckCheck aria-hidden className="size-4" />
            Confirm exchange
          </Button>
        ) : null}
      </Panel>
    );
  }

  if (trade.status === 'completed') {
    // One review per member and trade: once given, the button would only lead to a refusal.
    if (trade.reviewedByMe) {
      return (
        <Panel text={`Trade completed. Thanks for reviewing ${other.fullName}.`}>
          <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <Star aria-hidden className="size-4 fill-current" />
            Review left
          </p>
        </Panel>
      );
    }
    return (
      <Panel text={`Trade completed. How was trading with ${other.fullName}?`}>
        <Button asChild variant="secondary">
          <Link to={appRoutes.reviews}>
            <Star aria-hidden className="size-4" />
            Leave a review
          </Link>
        </Button>
      </Panel>
    );
  }

  if (trade.status === 'countered' && trade.counterTradeId) {
    return (
      <Panel text="This invitation was answered with a trade offer.">
        <Button asChild variant="secondary">
          <Link to={appRoutes.tradeConversation(trade.counterTradeId)}>View the offer</Link>
        </Button>
      </Panel>
    );
  }
  const closed: Partial<Record<Trade['status'], string>> = {
    rejected: trade.role === 'owner' ? 'You declined this offer.' : `${other.fullName} declined this offer.`,
    cancelled:
      trade.role === 'requester' ? 'You cancelled this offer.' : `${other.fullName} cancelled this offer.`,
    expired: 'This offer expired without an answer. Any cash on hold was released.',
  };
  const text = closed[trade.status];
  return text ? <Panel text={text} /> : null;
}

function Panel({ text, children }: { text?: string | string[]; children?: React.ReactNode }) {
  const paragraphs = text === undefined ? [] : Array.isArray(text) ? text : [text];
  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-surface p-4">
      {paragraphs.map((line) => (
        <p key={line} className="text-sm text-muted-foreground">
          {line}
        </p>
      ))}
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
