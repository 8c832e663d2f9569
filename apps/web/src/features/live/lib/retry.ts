/** The pause before another try at a video connection: 2 s, doubling with each failure, at most 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, Math.min(failures, 4)));
}
