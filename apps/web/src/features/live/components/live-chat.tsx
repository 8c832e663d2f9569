import { LIVE_CHAT_MESSAGE_MAX_LENGTH, LIVE_TEXTS } from '@swapyard/domain/live';
import { appRoutes } from '@swapyard/domain/routes';
import { MessageCircle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { MessageComposer } from '@/components/message-composer';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useMuteStreamViewer } from '../api/mute-viewer';
import { useRemoveStreamMessage } from '../api/remove-message';
import { useSendStreamMessage } from '../api/send-message';
import { useStreamMessages } from '../api/stream-messages';
import { shownChatMessages } from '../lib/chat';
import { ChatMessage } from './chat-message';

/** Too fast (429) or muted (403): the server's words say what to do. */
const explained = (error: unknown) => isApiError(error) && (error.status === 429 || error.status === 403);

/**
 * The stream chat (docs/product/live.md, "Chat"): the message count, the newest 20 oldest first with the newest in
 * view, and 'Send a message...' (Enter sends, trimmed, blank never sent). Visitors are asked to sign in instead;
 * the streamer can remove a message or mute its sender; nothing can be sent once the stream ended.
 */
export function LiveChat({
  streamId,
  myId,
  isStreamer,
  ended,
  fill = false,
  className,
}: {
  streamId: string;
  /** Null for a visitor. */
  myId: string | null;
  isStreamer: boolean;
  ended: boolean;
  /** The chat fills the height its parent gives it (the broadcast page's side panel) instead of a fixed height. */
  fill?: boolean;
  className?: string;
}) {
  const titleId = useId();
  const location = useLocation();
  const messages = useStreamMessages(streamId);
  const send = useSendStreamMessage(streamId);
  const remove = useRemoveStreamMessage(streamId);
  const mute = useMuteStreamViewer(streamId);
  const scroller = useRef<HTMLDivElement>(null);
  const shown = shownChatMessages(messages.data);
  const newest = shown.at(-1)?.id;
  const total = messages.data?.total ?? 0;

  // The newest message in view: scrolls the list only, never the page.
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  const sendMessage = (text: string) =>
    send.mutateAsync(text).catch((error: unknown) => {
      toast.error(
        LIVE_TEXTS.messageFailed,
        explained(error) ? { description: errorMessage(error) } : undefined,
      );
      throw error;
    });

  const moderation = (senderId: string, messageId: string, username: string) =>
    isStreamer && senderId !== myId
      ? {
          busy: remove.isPending || mute.isPending,
          onRemove: () =>
            remove.mutate(messageId, {
              onError: (error) =>
                toast.error('Could not remove the message', { description: errorMessage(error) }),
            }),
          onMute: () =>
            mute.mutate(senderId, {
              onSuccess: () => toast.success(`@${username} is muted for the rest of this stream`),
              onError: (error) =>
                toast.error(`Could not mute @${username}`, { description: errorMessage(error) }),
            }),
        }
      : undefined;

  let composer;
  if (ended) {
    composer = (
      <p className="border-t border-border px-4 py-3 text-sm text-muted-foreground">
        The chat closed when the stream ended.
      </p>
    );
  } else if (!myId) {
    composer = (
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border px-4 py-3">
        <p className="text-sm text-muted-foreground">Sign in to join the chat.</p>
        <Button asChild size="sm" variant="secondary">
          <Link to={appRoutes.auth} state={{ from: location.pathname }}>
            Sign In to Chat
          </Link>
        </Button>
      </div>
    );
  } else {
    composer = (
      <MessageComposer
        onSend={sendMessage}
        busy={send.isPending}
        placeholder="Send a message..."
        label="Chat message"
        maxLength={LIVE_CHAT_MESSAGE_MAX_LENGTH}
      />
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex min-h-0 flex-col overflow-hidden rounded-2xl border border-border bg-surface',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2.5">
        <h2 id={titleId} className="text-sm font-semibold">
          Live Chat
        </h2>
        <span className="text-xs text-muted-foreground tabular-nums">
          {total === 1 ? '1 message' : `${total} messages`}
        </span>
      </div>
      <div
        ref={scroller}
        className={cn('min-h-40 flex-1 overflow-y-auto px-2 py-2', fill ? 'md:min-h-0' : 'max-h-80')}
      >
        {messages.isPending ? (
          <div className="p-2 text-sm text-muted-foreground">
            <Spinner label="Loading chat..." />
          </div>
        ) : messages.isError ? (
          <p className="p-2 text-sm text-danger dark:text-red-400">Could not load the chat.</p>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground">
            <MessageCircle aria-hidden className="size-6" />
            <p>No messages yet. Say hello!</p>
          </div>
        ) : (
          <ol aria-label="Chat messages" aria-live="polite" className="grid gap-1">
            {shown.map((message) => (
              <ChatMessage
                key={message.id}
                message={message}
                moderation={moderation(message.sender.id, message.id, message.sender.username)}
              />
            ))}
          </ol>
        )}
      </div>
      {composer}
    </section>
  );
}
