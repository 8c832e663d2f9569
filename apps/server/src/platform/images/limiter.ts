/**
 * At most `limit` tasks at once; the rest wait in arrival order. Image work is CPU-bound: on a 2-core machine a
 * burst of uploads run all at once would make every one slow (and every API request with them), while a short
 * queue keeps each upload fast and the event loop responsive.
 */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  // A finished task hands its slot straight to the next waiter, so a newcomer can never slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
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
