export interface LimiterOptions {
  /** Tasks that may wait for a slot; one more is refused at once. Default: no bound. */
  maxPending?: number;
  /**
   * The error a refused `run` rejects with (the queue is full). Default: a plain Error saying so.
   */
  refuse?: (reason: 'busy') => Error;
}

/**
 * At most `limit` tasks at once; the rest wait in arrival order. Image work is CPU-bound: on a 2-core machine a
 * burst of uploads run all at once would make every one slow (and every API request with them), while a short
 * queue keeps each upload fast and the event loop responsive.
 *
 * With `maxPending` the queue is bounded too: a task beyond it is refused before it starts (so an upload refused this
 * way has not read its body), instead of piling up memory and latency behind the others.
 */
export function createLimiter(limit: number, options: LimiterOptions = {}) {
  const maxPending = options.maxPending ?? Infinity;
  const refuse = options.refuse ?? ((reason: 'busy') => new Error(`Limiter refused a task (${reason})`));
  let active = 0;
  const waiting: Array<() => void> = [];
  // A finished task hands its slot straight to the next waiter, so a newcomer can never slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    /** Runs `task` when a slot frees. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit && waiting.length >= maxPending) throw refuse('busy');
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else active += 1;
      try {
        return await task();
      } finally {
        release();
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
