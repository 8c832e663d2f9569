import type { Logger } from '../../platform/logger.ts';
import type { AuctionTimers } from './common.ts';

type Close = (auctionId: string) => Promise<void | { retryAt: Date }>;

/**
 * Closes auctions on time in this process (docs/product/live.md "Ending"): a timer per running auction, set when it
 * starts and moved when a late bid moves its end. The durable close job written when the auction started is the
 * safety net (a restart, a crash, another instance); closing is exactly once whoever comes first.
 */
export class AuctionTimerSet implements AuctionTimers {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private stopped = false;

  constructor(
    private readonly close: Close,
    private readonly logger?: Logger,
  ) {}

  schedule(auctionId: string, endsAt: Date): void {
    if (this.stopped) return;
    this.cancel(auctionId);
    const timer = setTimeout(() => void this.fire(auctionId), Math.max(0, endsAt.getTime() - Date.now()));
    timer.unref?.();
    this.timers.set(auctionId, timer);
  }

  cancel(auctionId: string): void {
    clearTimeout(this.timers.get(auctionId));
    this.timers.delete(auctionId);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  get size(): number {
    return this.timers.size;
  }

  private async fire(auctionId: string): Promise<void> {
    this.timers.delete(auctionId);
    try {
      const later = await this.close(auctionId);
      if (later) this.schedule(auctionId, later.retryAt);
    } catch (error) {
      // The close job retries it.
      this.logger?.warn({ err: error, auctionId }, 'auction not closed by its timer');
    }
  }
}
