import type { PrimaryLink } from '../cluster/worker-link.ts';
import type { RateLimitHit, RateLimitStore } from './store.ts';

/** A worker's limits, counted once for all the workers of its instance by their primary (decision 050). */
export class PrimaryRateLimitStore implements RateLimitStore {
  constructor(private readonly link: PrimaryLink) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    return (await this.link.call('rateLimits', 'hit', [key, windowMs])) as RateLimitHit;
  }

  async undo(key: string): Promise<void> {
    await this.link.call('rateLimits', 'undo', [key]);
  }
}
