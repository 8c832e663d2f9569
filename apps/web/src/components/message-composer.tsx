import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The chat input of trade and direct conversations (docs/product/messaging.md, "Composing"): 'Type a message...';
 * blank or whitespace-only text is never sent and the send button is disabled then; Enter without Shift sends
 * (Shift+Enter is a new line); the text is trimmed. `onSend` may answer a promise: if it fails, the text comes back
 * (unless something new was typed meanwhile); the caller tells the member why.
 */
export function MessageComposer({
  onSend,
  onTyping,
  busy = false,
  placeholder = 'Type a message...',
  label = 'Message',
  maxLength = 2000,
}: {
  onSend: (content: string) => void | Promise<unknown>;
  onTyping?: () => void;
  /** A message is on its way: sending another waits. */
  busy?: boolean;
  /** Another chat's words and limit (a live stream's chat: docs/product/live.md). */
  placeholder?: string;
  label?: string;
  maxLength?: number;
}) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const send = () => {
    if (blank || busy) return;
    const content = text.trim();
    setText('');
    onSend(content)?.catch(() => setText((current) => current || content));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing (Enter then picks a candidate).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border bg-surface p-3">
      <textarea
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) onTyping?.();
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-label={label}
        rows={1}
        maxLength={maxLength}
        className={cn(
          'max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-input bg-background px-4 py-2.5 text-base text-foreground sm:text-sm',
          'placeholder:text-muted-foreground/80 field-sizing-content',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
        )}
      />
      <Button
        type="submit"
        size="icon"
        aria-label="Send message"
        disabled={blank || busy}
        className="size-11"
      >
        <SendHorizontal aria-hidden className="size-5" />
      </Button>
    </form>
  );
}
