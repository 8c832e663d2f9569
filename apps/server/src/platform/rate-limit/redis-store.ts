import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import type { RateLimitHit, RateLimitStore } from './store.ts';

/*
 * INCR and PEXPIRE in one Lua script, so the window is started atomically even when several instances count the
 * same key at once (a crash between the two commands would otherwise leave a key that never expires).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/** DECR only a live key above zero: an undo must never start a window of its own or go negative. */
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly options: { keyPrefix?: string; logger?: Logger } = {},
  ) {
    this.redis = new Redis(url, {
      // Fail fast instead of queueing while disconnected: a rate-limit check must never hold a sign-in (the
      // middleware lets the attempt through and logs). ioredis keeps reconnecting in the background.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    this.redis.on('error', (error) =>
      this.options.logger?.warn({ err: error }, 'Redis rate-limit store error'),
    );
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis.defineCommand('rateLimitUndo', { numberOfKeys: 1, lua: UNDO_SCRIPT });
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const redis = this.redis as Redis & {
      rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
    };
    const [count, ttl] = await redis.rateLimitHit(this.keyOf(key), windowMs);
    return { count, resetInMs: ttl };
  }

  async undo(key: string): Promise<void> {
    const redis = this.redis as Redis & { rateLimitUndo(key: string): Promise<number> };
    await redis.rateLimitUndo(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.options.keyPrefix ?? 'swapyard:rl:'}${key}`;
  }

  /** Resolves once connected (commands sent before fail fast). */
  async ready(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      this.redis.once('ready', resolve);
      this.redis.once('end', () => reject(new Error('Redis connection ended')));
    });
  }

  async close(): Promise<void> {
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
