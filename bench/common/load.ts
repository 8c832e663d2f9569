/**
 * Closed-loop load shared by the benches: `connections` workers each running their next request as soon as the
 * last one answered, for a number of seconds, with latency percentiles in milliseconds.
 */
export interface Result {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** Percentiles of latencies (sorted in place); `elapsedSeconds` turns their count into a rate. */
export function summarise(latencies: number[], elapsedSeconds: number, errors = 0): Result {
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsedSeconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}

/** `connections` workers each running `once(worker)` back to back for `durationSeconds`. */
export async function load(
  once: (worker: number) => Promise<void>,
  durationSeconds: number,
  connections: number,
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          await once(worker);
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  return summarise(latencies, (performance.now() - started) / 1000, errors);
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
