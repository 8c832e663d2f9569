import { appRoutes } from '@swapyard/domain/routes';
import type { Trade } from '@swapyard/domain/trades';
import { Check, CheckCheck, Search, Star, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useTradeAction, type TradeAction } from '../../api/trade-actions';
import { CounterOfferDialog } from './counter-offer-dialog';

/** Spec part 1 §8 'Trades and messages' (and our own for cancel and confirm). */
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
 * What each party can do now: the owner accepts or declines a pending offer (or, for an invitation, looks through
 * the inviter's closet), the requester can cancel it, both confirm the exchange once accepted, then review.
 */
export function TradeActions({ trade }: { trade: Trade }) {
  const action = useTradeAction(trade.id);
  const [counterOpen, setCounterOpen] = useState(false);
  const run = (kind: TradeAction) =>
    action.mutate(kind, {
      onSuccess: () =>
        toast.success(actionToasts[kind].title, { description: actionToasts[kind].description }),
      onError: (error) => toast.error(ACTION_FAILED, { description: errorMessage(error) }),
    });
  const busy = action.isPending;
  const other = trade.role === 'owner' ? trade.requester : trade.owner;

  if (trade.status === 'pending' && trade.role === 'owner') {
    if (trade.kind === 'invitation') {
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
    return (
      <Panel>
        <Button className="flex-1" disabled={busy} onClick={() => run('accept')}>
          <Check aria-hidden className="size-4" />
          Accept Trade
        </Button>
        <Button variant="secondary" className="flex-1" disabled={busy} onClick={() => run('reject')}>
          <X aria-hidden className="size-4" />
          Decline
        </Button>
      </Panel>
    );
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
        <Button variant="secondary" disabled={busy} onClick={() => run('cancel')}>
          <X aria-hidden className="size-4" />
          {trade.kind === 'invitation' ? 'Cancel invitation' : 'Cancel offer'}
        </Button>
      </Panel>
    );
  }

  if (trade.status === 'accepted') {
    const mine = trade.role === 'owner' ? trade.ownerConfirmedAt : trade.requesterConfirmedAt;
    return mine ? (
      <Panel text={`You confirmed the exchange. Waiting for ${other.fullName} to confirm.`} />
    ) : (
      <Panel text="Once you have exchanged the items, confirm it here. The trade completes when you both have.">
        <Button disabled={busy} onClick={() => run('confirm')}>
          <CheckCheck aria-hidden className="size-4" />
          Confirm exchange
        </Button>
      </Panel>
    );
  }

  if (trade.status === 'completed') {
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

function Panel({ text, children }: { text?: string; children?: React.ReactNode }) {
  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-surface p-4">
      {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
