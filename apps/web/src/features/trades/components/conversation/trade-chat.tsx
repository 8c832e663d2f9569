import { formatChatTimestamp, type TradeParty } from '@swapyard/domain/trades';
import { MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { ChatBubble } from '@/components/chat-bubble';
import { MessageComposer } from '@/components/message-composer';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useThrottledTypingSignal } from '@/lib/typing-signal';
import { sendTradeTyping, useSendTradeMessage, useTradeMessages } from '../../api/trade-messages';

interface TradeChatProps {
  tradeId: string;
  myId: string;
  other: TradeParty;
  /** The other party is typing (live). */
  typing: boolean;
}

/**
 * The trade's chat (docs/product/messaging.md, "Trade chat"): oldest first, 'Type a message...', Enter sends
 * (Shift+Enter is a new line), blank text is never sent, and a real 'typing...' label.
 */
export function TradeChat({ tradeId, myId, other, typing }: TradeChatProps) {
  const messages = useTradeMessages(tradeId);
  const send = useSendTradeMessage(tradeId);
  const scroller = useRef<HTMLDivElement>(null);
  const list = messages.data?.messages ?? [];
  const count = list.length;

  // The newest message in view: scrolls the list only, never the page (the chat sits below the summary on phones).
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count]);

  const sendMessage = (content: string) =>
    send.mutateAsync(content).catch((error: unknown) => {
      toast.error('Failed to send message', {
        description: error instanceof Error && error.message ? error.message : 'Something went wrong',
      });
      throw error;
    });

  const signalTyping = useThrottledTypingSignal(useCallback(() => sendTradeTyping(tradeId), [tradeId]));

  return (
    <section
      aria-label="Messages"
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <div className="flex items-center justify-between border-b border-border px-4 py-2.5">
        <h2 className="text-sm font-semibold">Messages</h2>
        <span aria-live="polite" className="text-xs text-muted-foreground italic">
          {typing ? (
            <>
              <span className="sr-only">{other.fullName} is </span>typing...
            </>
          ) : null}
        </span>
      </div>
      <div ref={scroller} className="max-h-[55vh] min-h-48 overflow-y-auto px-4 py-3">
        {messages.isPending ? (
          <Spinner label="Loading messages" />
        ) : messages.isError ? (
          <p className="text-sm text-danger dark:text-red-400">Could not load messages.</p>
        ) : count === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <MessageCircle aria-hidden className="size-6" />
            <p className="font-medium text-foreground">No messages yet</p>
            <p>Say hello and arrange the details of your trade.</p>
          </div>
        ) : (
          <ol className="grid gap-2" aria-label="Conversation">
            {list.map((message) => {
              const mine = message.senderId === myId;
              return (
                <li key={message.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                  <ChatBubble mine={mine}>{message.content}</ChatBubble>
                  <time
                    dateTime={message.createdAt}
                    className="mt-0.5 px-1 text-[11px] text-muted-foreground"
                  >
                    {formatChatTimestamp(message.createdAt)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <MessageComposer onSend={sendMessage} onTyping={signalTyping} busy={send.isPending} />
    </section>
  );
}
