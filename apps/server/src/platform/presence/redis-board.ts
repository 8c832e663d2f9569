import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import type { PresenceBoard } from './board.ts';

/**
 * A report stays valid this long. Holders repeat theirs three times within it (refreshMs), so only a stopped or
 * cut-off instance's counts lapse, within this time.
 */
export const PRESENCE_VALID_MS = 30_000;

/**
 * The board in Redis: one hash a key, one field an instance, holding `count:validUntil` (epoch ms). Reading skips
 * fields past their time; the hash itself expires after the last report's validity, so nothing is left behind.
 */
export class RedisPresenceBoard implements PresenceBoard {
  private readonly redis: Redis;
  private readonly instance = randomUUID();
  private readonly prefix: string;
  private readonly validMs: number;
  readonly refreshMs: number;

  constructor(url: string, options: { keyPrefix?: string; validMs?: number; logger?: Logger } = {}) {
    this.prefix = options.keyPrefix ?? 'swapyard:presence:';
    this.validMs = options.validMs ?? PRESENCE_VALID_MS;
    this.refreshMs = Math.floor(this.validMs / 3);
    // A count is a display: fail within seconds rather than hold a request while Redis is away.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 2_000 });
    this.redis.on('error', (error) => options.logger?.warn({ err: error }, 'Redis presence board error'));
  }

  async report(key: string, count: number): Promise<void> {
    const hash = this.prefix + key;
    if (count === 0) {
      await this.redis.hdel(hash, this.instance);
      return;
    }
    await this.redis
      .multi()
      .hset(hash, this.instance, `${count}:${Date.now() + this.validMs}`)
      .pexpire(hash, this.validMs)
      .exec();
  }

  async othersOf(keys: readonly string[]): Promise<Map<string, number>> {
    const others = new Map<string, number>();
    if (keys.length === 0) return others;
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.hgetall(this.prefix + key);
    const answers = (await pipeline.exec()) ?? [];
    const now = Date.now();
    answers.forEach(([error, fields], index) => {
      if (error) throw error;
      let sum = 0;
      for (const [instance, value] of Object.entries(fields as Record<string, string>)) {
        if (instance === this.instance) continue;
        const [count, validUntil] = value.split(':').map(Number);
        if (validUntil! > now) sum += count!;
      }
      if (sum > 0) others.set(keys[index]!, sum);
    });
    return others;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
