export interface LimiterOptions {
  /** Tasks that may wait for a slot; one more is refused at once. Default: no bound. */
  maxPending?: number;
  /** Tasks one key (a member) may have running or waiting together; one more is refused at once. Default: no bound. */
  maxPerKey?: number;
  /**
   * The error a refused `run` rejects with: `busy` when the queue is full, `key` when the key has its share.
   * Default: a plain Error naming the reason.
   */
  refuse?: (reason: LimiterRefusal) => Error;
}

export type LimiterRefusal = 'busy' | 'key';

/**
 * At most `limit` tasks at once; the rest wait in arrival order. Image work is CPU-bound: on a 2-core machine a
 * burst of uploads run all at once would make every one slow (and every API request with them), while a short
 * queue keeps each upload fast and the event loop responsive.
 *
 * With `maxPending` and `maxPerKey` the queue is bounded too: a task beyond either is refused before it starts (so an
 * upload refused this way has not read its body), instead of piling up memory and latency behind the others.
 */
export function createLimiter(limit: number, options: LimiterOptions = {}) {
  const maxPending = options.maxPending ?? Infinity;
  const maxPerKey = options.maxPerKey ?? Infinity;
  const refuse =
    options.refuse ?? ((reason: LimiterRefusal) => new Error(`Limiter refused a task (${reason})`));
  let active = 0;
  const waiting: Array<() => void> = [];
  const perKey = new Map<string, number>();
  // A finished task hands its slot straight to the next waiter, so a newcomer can never slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  const leave = (key: string | undefined) => {
    if (key === undefined) return;
    const left = (perKey.get(key) ?? 1) - 1;
    if (left > 0) perKey.set(key, left);
    else perKey.delete(key);
  };
  return {
    /** Runs `task` when a slot frees; `key` (e.g. a member id) counts it against that key's share. */
    async run<T>(task: () => Promise<T>, key?: string): Promise<T> {
      if (key !== undefined && (perKey.get(key) ?? 0) >= maxPerKey) throw refuse('key');
      if (active >= limit && waiting.length >= maxPending) throw refuse('busy');
      if (key !== undefined) perKey.set(key, (perKey.get(key) ?? 0) + 1);
      try {
        if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
        else active += 1;
        try {
          return await task();
        } finally {
          release();
        }
      } finally {
        leave(key);
      }
    },
    get pending() {
      return waiting.length;
    },
    get active() {
      return active;
    },
  };
}
