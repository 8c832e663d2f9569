import { DIRECT_MESSAGE_TEXTS, type ConversationParty, type DirectMessage } from '@swapyard/domain/messages';
import { appRoutes } from '@swapyard/domain/routes';
import { formatChatTimestamp } from '@swapyard/domain/trades';
import { ArrowLeft, MessageCircle, TriangleAlert, UserX } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ChatBubble } from '@/components/chat-bubble';
import { MessageComposer } from '@/components/message-composer';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { ProfileAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { useReadNotificationsFor } from '@/features/notifications/api';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePageVisible } from '@/lib/use-page-visible';
import { useDirectThread } from '../api/get-direct-thread';
import { useMarkDirectRead } from '../api/mark-direct-read';
import { useSendDirectMessage } from '../api/send-direct-message';
import { useCounterpartTyping, useTypingSignal } from '../api/use-typing';
import { isTemporaryMessage, threadMessages } from '../lib/messages-cache';

const backToDirect = `${appRoutes.messages}?tab=direct`;

/** /messages/direct/:userId (docs/product/messaging.md, "Direct messages"): a full-screen chat with one member. */
export default function DirectConversationPage() {
  const { userId = '' } = useParams();
  const me = useMe();
  if (me.isPending)
    return (
      <Centered>
        <Spinner label="Loading..." />
      </Centered>
    );
  if (!me.data) {
    return (
      <Page title="Messages" className="max-w-3xl">
        <SignInPrompt title={DIRECT_MESSAGE_TEXTS.signInRequired} />
      </Page>
    );
  }
  if (userId === me.data.user.id) {
    return (
      <Problem icon={<UserX />} title={DIRECT_MESSAGE_TEXTS.selfMessage}>
        Pick someone else to talk to from their profile.
      </Problem>
    );
  }
  // Keyed: another conversation starts from a clean slate (typing, composer text).
  return <Conversation key={userId} meId={me.data.user.id} userId={userId} />;
}

function Conversation({ meId, userId }: { meId: string; userId: string }) {
  const thread = useDirectThread(userId, { enabled: true });
  const sendMessage = useSendDirectMessage(userId, meId);
  const scroller = useRef<HTMLDivElement>(null);
  const markRead = useMarkDirectRead(meId);
  const typing = useCounterpartTyping(meId, userId);
  const signalTyping = useTypingSignal(userId);

  const messages = threadMessages(thread.data);
  const unreadIncoming = messages.filter((m) => m.senderId === userId && m.readAt === null);
  const newestUnreadId = unreadIncoming.at(-1)?.id;
  const { mutate: markReadNow } = markRead;
  const visible = usePageVisible();
  // Opening the conversation (and every message arriving while it is open in front) marks theirs read.
  useEffect(() => {
    if (newestUnreadId && visible) markReadNow(userId);
  }, [newestUnreadId, visible, userId, markReadNow]);
  useReadNotificationsFor(appRoutes.directConversation(userId), visible);

  const newest = messages.at(-1);
  const newestIsMine = newest?.senderId === meId;
  // My own message always brings the view down to it (theirs only when I am at the bottom already).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (newestIsMine && element) element.scrollTo({ top: element.scrollHeight });
  }, [newest?.id, newestIsMine]);

  if (thread.isPending)
    return (
      <Centered>
        <Spinner label="Loading conversation..." />
      </Centered>
    );
  if (thread.isError) {
    if (isApiError(thread.error) && thread.error.status === 404) {
      return (
        <Problem icon={<UserX />} title={DIRECT_MESSAGE_TEXTS.memberNotFound}>
          This member may have left Swapyard.
        </Problem>
      );
    }
    return (
      <Problem
        icon={<TriangleAlert />}
        title="Could not load this conversation"
        action={
          <Button variant="secondary" onClick={() => void thread.refetch()}>
            Try again
          </Button>
        }
      >
        Please try again later
      </Problem>
    );
  }

  const counterpart = thread.data.pages[0]!.counterpart;
  const seenIndex = lastReadIndex(messages, meId);
  const send = (content: string) => sendMessage.mutate(content);
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem-4.5rem-env(safe-area-inset-bottom))] w-full max-w-3xl flex-col bg-background md:h-[calc(100dvh-4rem)] md:border-x md:border-border">
      <ChatHeader counterpart={counterpart} typing={typing} />
      {/* Reversed scroller: it starts at the newest message and stays there as messages arrive. */}
      <div
        ref={scroller}
        className="flex flex-1 flex-col-reverse overflow-y-auto"
        aria-live="polite"
        aria-relevant="additions"
      >
        <div className="flex flex-col gap-1 px-3 py-4 sm:px-5">
          {thread.hasNextPage ? (
            <Button
              variant="ghost"
              size="sm"
              className="mb-2 self-center"
              disabled={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {thread.isFetchingNextPage ? 'Loading...' : 'Load earlier messages'}
            </Button>
          ) : null}
          {messages.length === 0 ? (
            <EmptyState icon={<MessageCircle />} title="Start a conversation" className="my-auto border-none">
              Say hello to {displayName(counterpart)}.
            </EmptyState>
          ) : (
            <ol className="flex flex-col gap-1" aria-label={`Messages with ${displayName(counterpart)}`}>
              {messages.map((message, index) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  mine={message.senderId === meId}
                  firstOfGroup={!sameGroup(messages[index - 1], message)}
                  lastOfGroup={!sameGroup(message, messages[index + 1])}
                  seen={index === seenIndex}
                />
              ))}
            </ol>
          )}
        </div>
      </div>
      <MessageComposer onSend={send} onTyping={signalTyping} />
    </div>
  );
}

const displayName = (party: ConversationParty) => party.fullName.trim() || party.username;

/** Messages from one sender within a few minutes of each other form a group: one time under its last. */
const GROUP_GAP_MS = 5 * 60_000;
function sameGroup(a: DirectMessage | undefined, b: DirectMessage | undefined): boolean {
  if (!a || !b || a.senderId !== b.senderId) return false;
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) <= GROUP_GAP_MS;
}

/** The last of my messages the other member has read: 'Seen' shows under it. */
function lastReadIndex(messages: DirectMessage[], meId: string): number {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.senderId === meId && messages[i]!.readAt !== null) return i;
  }
  return -1;
}

function ChatHeader({ counterpart, typing }: { counterpart: ConversationParty; typing: boolean }) {
  const name = displayName(counterpart);
  return (
    <div className="flex h-16 shrink-0 items-center gap-2 border-b border-border bg-surface px-2 sm:px-4">
      <Button asChild variant="ghost" size="icon" aria-label="Back to messages">
        <Link to={backToDirect}>
          <ArrowLeft aria-hidden className="size-5" />
        </Link>
      </Button>
      <Link
        to={appRoutes.user(counterpart.username)}
        className="flex min-w-0 items-center gap-3 rounded-xl py-1 pr-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ProfileAvatar profile={counterpart} className="size-10" />
        <span className="flex min-w-0 flex-col">
          <h1 className="truncate text-base font-semibold">{name}</h1>
          <span className="truncate text-xs text-muted-foreground" aria-live="polite">
            {typing ? (
              <span className="text-primary dark:text-brand">typing...</span>
            ) : (
              `@${counterpart.username}`
            )}
          </span>
        </span>
      </Link>
    </div>
  );
}

function MessageBubble({
  message,
  mine,
  firstOfGroup,
  lastOfGroup,
  seen,
}: {
  message: DirectMessage;
  mine: boolean;
  firstOfGroup: boolean;
  lastOfGroup: boolean;
  seen: boolean;
}) {
  const sending = isTemporaryMessage(message);
  const showTime = lastOfGroup || sending || seen;
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start', firstOfGroup && 'mt-2')}>
      <ChatBubble mine={mine} className={cn(sending && 'opacity-70')}>
        {message.content}
      </ChatBubble>
      {showTime ? (
        <span className="mt-0.5 px-1 text-[11px] text-muted-foreground">
          {sending ? (
            'Sending...'
          ) : (
            <time dateTime={message.createdAt}>{formatChatTimestamp(message.createdAt)}</time>
          )}
          {seen ? ' · Seen' : null}
        </span>
      ) : null}
    </li>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex justify-center px-4 py-16 text-muted-foreground">{children}</div>;
}

function Problem({
  icon,
  title,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title="Messages" className="max-w-3xl">
      <EmptyState
        icon={icon}
        title={title}
        action={
          action ?? (
            <Button asChild variant="secondary">
              <Link to={backToDirect}>Back to messages</Link>
            </Button>
          )
        }
      >
        {children}
      </EmptyState>
    </Page>
  );
}
