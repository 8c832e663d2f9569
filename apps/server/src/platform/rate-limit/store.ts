export interface RateLimitHit {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/** Counts attempts per key in fixed windows. Memory for one process; Redis when several instances share limits. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Takes one hit back (an attempt that turned out not to count), within the current window only. */
  undo(key: string): Promise<void>;
  close?(): Promise<void>;
}
