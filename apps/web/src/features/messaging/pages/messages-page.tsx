import type { ConversationSummary } from '@swapyard/domain/messages';
import { appRoutes } from '@swapyard/domain/routes';
import { TRADE_MESSAGES, type Trade } from '@swapyard/domain/trades';
import { MessagesSquare, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/features/auth';
import { useConversations } from '../api/get-conversations';
import { useTrades } from '../api/get-trades';
import { ConversationRow, TradeRow, tradeActivityTime } from '../components/conversation-rows';

const tabs = ['trades', 'direct', 'all'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** /messages (docs/product/messaging.md): trade conversations and direct messages, in three tabs. */
export default function MessagesPage() {
  const me = useMe();
  return (
    <Page title="Messages" className="max-w-3xl">
      {me.isPending ? <Spinner label="Loading..." /> : me.data ? <Inbox /> : <SignedOut />}
    </Page>
  );
}

function SignedOut() {
  const navigate = useNavigate();
  const goBack = () => {
    // Back where the visitor came from; home when /messages was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate(appRoutes.home));
  };
  return (
    <EmptyState
      icon={<MessagesSquare />}
      title={TRADE_MESSAGES.signInToView}
      action={
        <Button variant="secondary" onClick={goBack}>
          Go Back
        </Button>
      }
    />
  );
}

type Entry =
  | { kind: 'trade'; time: string; trade: Trade }
  | { kind: 'direct'; time: string; conversation: ConversationSummary };

function Inbox() {
  const [params, setParams] = useSearchParams();
  const trades = useTrades({ enabled: true });
  const conversations = useConversations({ enabled: true });
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'trades';
  // Unless the address names a tab, the screen opens on the one holding the unread messages the header counts
  // (direct ones), decided once as it opens: a message arriving later never moves the member's tab.
  const opened = useRef(false);
  const unreadOnOpen = conversations.data?.unreadCount;
  useEffect(() => {
    if (opened.current || unreadOnOpen === undefined) return;
    opened.current = true;
    if (requested === null && unreadOnOpen > 0) setParams({ tab: 'direct' }, { replace: true });
  }, [requested, unreadOnOpen, setParams]);

  const tradeList = trades.data?.pages.flatMap((page) => page.trades) ?? [];
  const counts = trades.data?.pages[0]?.counts;
  const conversationList = conversations.data?.conversations ?? [];
  const tradeCount = counts ? counts.received + counts.sent : undefined;
  const directCount = conversations.data ? conversationList.length : undefined;

  const all: Entry[] = [
    ...tradeList.map((trade): Entry => ({ kind: 'trade', time: tradeActivityTime(trade), trade })),
    ...conversationList.map((conversation): Entry => ({
      kind: 'direct',
      time: conversation.lastMessageTime,
      conversation,
    })),
  ].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));

  const retry = () => {
    if (trades.isError) void trades.refetch();
    if (conversations.isError) void conversations.refetch();
  };

  return (
    <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
      <TabsList className="grid w-full grid-cols-3">
        <TabsTrigger value="trades">
          Trades <Count value={tradeCount} />
        </TabsTrigger>
        <TabsTrigger value="direct">
          Direct <Count value={directCount} />
        </TabsTrigger>
        <TabsTrigger value="all">All</TabsTrigger>
      </TabsList>

      <TabsContent value="trades" className="mt-4">
        <Section
          pending={trades.isPending}
          error={trades.isError}
          onRetry={retry}
          empty={tradeList.length === 0 ? 'No trade messages yet' : null}
          emptyText="Offers you send or receive, and their chats, show up here."
        >
          <List>
            {tradeList.map((trade) => (
              <TradeRow key={trade.id} trade={trade} />
            ))}
          </List>
          <LoadMoreButton pages={trades} />
        </Section>
      </TabsContent>

      <TabsContent value="direct" className="mt-4">
        <Section
          pending={conversations.isPending}
          error={conversations.isError}
          onRetry={retry}
          empty={conversationList.length === 0 ? 'No direct messages yet' : null}
          emptyText="Message a member from their profile to start a conversation."
        >
          <List>
            {conversationList.map((conversation) => (
              <ConversationRow key={conversation.counterpart.id} conversation={conversation} />
            ))}
          </List>
        </Section>
      </TabsContent>

      <TabsContent value="all" className="mt-4">
        <Section
          pending={trades.isPending || conversations.isPending}
          error={trades.isError || conversations.isError}
          onRetry={retry}
          empty={all.length === 0 ? 'No messages yet' : null}
          emptyText="Your trade chats and direct messages show up here."
        >
          <List>
            {all.map((entry) =>
              entry.kind === 'trade' ? (
                <TradeRow key={`t-${entry.trade.id}`} trade={entry.trade} />
              ) : (
                <ConversationRow
                  key={`d-${entry.conversation.counterpart.id}`}
                  conversation={entry.conversation}
                />
              ),
            )}
          </List>
          <LoadMoreButton pages={trades} label="Load more trades" />
        </Section>
      </TabsContent>
    </Tabs>
  );
}

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <span className="rounded-full bg-accent px-1.5 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
      {value}
    </span>
  );
}

function List({ children }: { children: ReactNode }) {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
      {children}
    </ul>
  );
}

function Section({
  pending,
  error,
  onRetry,
  empty,
  emptyText,
  children,
}: {
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  empty: string | null;
  emptyText: string;
  children: ReactNode;
}) {
  if (pending) {
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading messages..." />
      </div>
    );
  }
  if (error) {
    return (
      <EmptyState
        icon={<TriangleAlert />}
        title="Error loading trades"
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        Please try again later
      </EmptyState>
    );
  }
  if (empty) {
    return (
      <EmptyState icon={<MessagesSquare />} title={empty}>
        {emptyText}
      </EmptyState>
    );
  }
  return <div className="grid gap-4">{children}</div>;
}
