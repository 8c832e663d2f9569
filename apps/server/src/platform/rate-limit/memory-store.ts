import type { RateLimitHit, RateLimitStore } from './store.ts';

interface Window {
  count: number;
  resetAt: number;
}

/** In-process fixed windows. Expired windows are swept on the way so the map cannot grow without bound. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async undo(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
