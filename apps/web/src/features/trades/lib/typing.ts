/** We tell the other party we are typing at most this often. */
export const TYPING_SIGNAL_INTERVAL_MS = 2_000;

/** Whether a keystroke now should send a typing signal: only for real text, and not within 2 s of the last one. */
export function shouldSignalTyping(text: string, nowMs: number, lastSignalMs: number): boolean {
  return text.trim().length > 0 && nowMs - lastSignalMs >= TYPING_SIGNAL_INTERVAL_MS;
}
