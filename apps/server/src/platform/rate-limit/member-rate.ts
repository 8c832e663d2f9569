import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import type { RateLimitStore } from './store.ts';

/** At most `limit` requests per `windowMs`, refused in `message` (the product's words) beyond it. */
export interface MemberRate {
  limit: number;
  windowMs: number;
  message: string;
  /**
   * Whether a request refused for another reason (a 4xx: already reported, not found) still counts. Yes where every
   * attempt costs others (a bid locks the auction every bidder waits on); no where only what goes through does.
   */
  countRefused: boolean;
}

type SignedInEnv = { Variables: { user: { id: string } } };

/**
 * Route middleware, after the session check: one member's requests of one kind (`name`), within `scope` when given
 * (an auction: the limit is per member and auction), at most `rate.limit` per window; beyond it 429 RATE_LIMITED
 * with the rate's message and `retryAfterSeconds`. Requests beyond the limit keep counting, so a loop stays refused.
 */
export function limitPerMember<E extends SignedInEnv>(
  store: RateLimitStore,
  name: string,
  rate: MemberRate,
  scope?: (c: Context<E>) => string,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const key = [name, c.get('user').id, ...(scope ? [scope(c)] : [])].join(':');
    const hit = await store.hit(key, rate.windowMs);
    if (hit.count > rate.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
      c.header('Retry-After', String(retryAfterSeconds));
      throw new AppError('RATE_LIMITED', rate.message, { retryAfterSeconds });
    }
    await next();
    if (!rate.countRefused && c.res.status >= 400) await store.undo(key);
  };
}
