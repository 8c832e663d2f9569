import { appRoutes } from '@swapyard/domain/routes';
import { TRADE_MESSAGES } from '@swapyard/domain/trades';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { TradeDisputeCard } from '@/features/disputes';
import { useReadNotificationsFor } from '@/features/notifications/api';
import { errorMessage } from '@/lib/errors';
import { usePageVisible } from '@/lib/use-page-visible';
import { isTradeNotFound, useTrade } from '../api/get-trade';
import { useLiveTrade } from '../api/use-live-trade';
import { HandoverCards } from '@/features/handovers';
import { TradeActions } from '../components/conversation/trade-actions';
import { TradeChat } from '../components/conversation/trade-chat';
import { TradeStatusBadge } from '../components/conversation/trade-status-badge';
import { TradeSummary } from '../components/conversation/trade-summary';

/**
 * /messages/trade/:id (docs/product/trades.md, "The trade conversation"): the counterpart and status, the trade
 * summary, what this party can do now, and the chat; kept live on the trade's topic.
 */
export default function TradeConversationPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const myId = me.data?.user.id ?? null;
  const trade = useTrade(id, !!myId);
  const { typing } = useLiveTrade(id, myId, trade.isSuccess);
  const visible = usePageVisible();
  // The offer, answer and chat notifications of this trade are read once it is on screen.
  useReadNotificationsFor(appRoutes.tradeConversation(id), visible && trade.isSuccess);

  const other = trade.data ? (trade.data.role === 'owner' ? trade.data.requester : trade.data.owner) : null;
  useEffect(() => {
    if (!other) return;
    const previous = document.title;
    document.title = `Trade with ${other.fullName} · Swapyard`;
    return () => {
      document.title = previous;
    };
  }, [other]);

  let body;
  if (me.isPending || (myId && trade.isPending)) {
    body = (
      <div className="py-16 text-center text-muted-foreground">
        <Spinner label="Loading trade..." />
      </div>
    );
  } else if (!myId) {
    body = <SignInPrompt title={TRADE_MESSAGES.signInToView} />;
  } else if (trade.isError) {
    body = isTradeNotFound(trade.error) ? (
      <EmptyState icon={<SearchX />} title={TRADE_MESSAGES.notFound}>
        It may have been removed, or it belongs to other members.
      </EmptyState>
    ) : (
      <EmptyState
        title="Error loading trade"
        action={
          <Button variant="secondary" onClick={() => void trade.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(trade.error)}
      </EmptyState>
    );
  } else if (trade.data && other) {
    body = (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <div className="grid gap-4">
          <TradeSummary trade={trade.data} />
          <TradeActions trade={trade.data} />
          {trade.data.handover ? (
            <HandoverCards
              tradeId={trade.data.id}
              names={{
                [trade.data.requester.id]: trade.data.requester.fullName,
                [trade.data.owner.id]: trade.data.owner.fullName,
              }}
            />
          ) : null}
          <TradeDisputeCard trade={trade.data} />
        </div>
        <TradeChat tradeId={trade.data.id} myId={myId} other={other} typing={typing} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-4 sm:px-6 sm:py-8">
      <header className="flex items-center gap-3">
        <Button asChild variant="ghost" size="icon" className="shrink-0">
          <Link to={appRoutes.messages} aria-label="Back to messages">
            <ArrowLeft aria-hidden className="size-5" />
          </Link>
        </Button>
        {other && trade.data ? (
          <>
            <Link
              to={appRoutes.user(other.username)}
              className="flex min-w-0 flex-1 items-center gap-3 rounded-lg"
            >
              <ProfileAvatar profile={other} className="size-10" />
              <span className="grid min-w-0 leading-tight">
                <h1 className="truncate text-lg font-semibold">{other.fullName}</h1>
                <span className="truncate text-sm text-muted-foreground">@{other.username}</span>
              </span>
            </Link>
            <TradeStatusBadge status={trade.data.status} />
          </>
        ) : (
          <h1 className="text-lg font-semibold">Trade</h1>
        )}
      </header>
      {body}
    </div>
  );
}
