import { DIRECT_MESSAGE_EVENT, DIRECT_TYPING_EVENT, TYPING_LABEL_MS } from '@swapyard/domain/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime } from '@/lib/realtime';
import { useThrottledTypingSignal } from '@/lib/typing-signal';
import { sendTyping } from './send-typing';

/**
 * Whether `counterpartId` is typing to me now: their typing signal shows 'typing...' for a few seconds, and
 * their message arriving ends it at once. (Mount it per conversation: the page is keyed by the counterpart.)
 */
export function useCounterpartTyping(meId: string | null, counterpartId: string): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useRealtime(meId ? `user:${meId}` : null, (event) => {
    if (event.type === DIRECT_TYPING_EVENT && event.data.fromUserId === counterpartId) {
      clearTimeout(timer.current);
      setTyping(true);
      timer.current = setTimeout(() => setTyping(false), TYPING_LABEL_MS);
    } else if (event.type === DIRECT_MESSAGE_EVENT && event.data.senderId === counterpartId) {
      clearTimeout(timer.current);
      setTyping(false);
    }
  });
  return typing;
}

/** Call on every keystroke: tells `counterpartId` I am typing, at most every 2 s. Failures are ignored. */
export function useTypingSignal(counterpartId: string): () => void {
  return useThrottledTypingSignal(useCallback(() => sendTyping(counterpartId), [counterpartId]));
}
