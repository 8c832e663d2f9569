import { TYPING_SIGNAL_INTERVAL_MS } from '@swapyard/domain/messages';
import { useCallback, useRef } from 'react';

/** Whether another 'typing' signal may go now: at most one every 2 s, however fast the member types. */
export function isTypingSignalDue(nowMs: number, lastSignalMs: number): boolean {
  return nowMs - lastSignalMs >= TYPING_SIGNAL_INTERVAL_MS;
}

/**
 * For a chat composer's onTyping (called on keystrokes of real text): runs `send` when a signal is due. Its failures
 * are ignored: the other party's 'typing...' label is a nicety, never worth an error.
 */
export function useThrottledTypingSignal(send: () => Promise<unknown>): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (!isTypingSignalDue(now, last.current)) return;
    last.current = now;
    send().catch(() => {});
  }, [send]);
}
