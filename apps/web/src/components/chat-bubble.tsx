import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One chat message's bubble, as trade and direct conversations draw it: mine on the brand colour with its corner
 * towards me, theirs muted with its corner towards them; long words wrap and line breaks stay.
 */
export function ChatBubble({
  mine,
  className,
  children,
}: {
  mine: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
        mine
          ? 'rounded-br-md bg-primary text-primary-foreground'
          : 'rounded-bl-md bg-surface-muted text-foreground',
        className,
      )}
    >
      {children}
    </div>
  );
}
