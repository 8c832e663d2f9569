import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from './redis-store.ts';

// Needs a Redis server: REDIS_URL, default the local one (npm run test:pg).
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `swapyard-test:${randomUUID()}:`;

let store: RedisRateLimitStore;
let other: RedisRateLimitStore;
let raw: Redis;
beforeAll(async () => {
  store = new RedisRateLimitStore(url, { keyPrefix: prefix });
  other = new RedisRateLimitStore(url, { keyPrefix: prefix });
  raw = new Redis(url);
  await Promise.all([store.ready(), other.ready()]);
});
afterAll(async () => {
  const keys = await raw.keys(`${prefix}*`);
  if (keys.length) await raw.del(...keys);
  await Promise.all([store.close(), other.close(), raw.quit()]);
});

describe('RedisRateLimitStore', () => {
  it('counts across instances sharing the server, with the window set on the first hit', async () => {
    const first = await store.hit('k1', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect((await other.hit('k1', 60_000)).count).toBe(2);
    expect((await store.hit('k2', 60_000)).count).toBe(1);
    const ttl = await raw.pttl(`${prefix}k1`);
    expect(ttl).toBeGreaterThan(59_000);
  });

  it('counts concurrent hits exactly (atomic INCR + PEXPIRE)', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? store : other).hit('burst', 60_000)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await raw.pttl(`${prefix}burst`)).toBeGreaterThan(0);
  });

  it('starts a new window when the old one expires', async () => {
    expect((await store.hit('short', 50)).count).toBe(1);
    expect((await store.hit('short', 50)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await store.hit('short', 50)).count).toBe(1);
  });

  it('repairs a key left without expiry', async () => {
    await raw.set(`${prefix}stuck`, '5');
    const hit = await store.hit('stuck', 60_000);
    expect(hit.count).toBe(6);
    expect(await raw.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });

  it('takes a hit back (atomically, never below zero, never creating a key)', async () => {
    await store.hit('undo', 60_000);
    await other.hit('undo', 60_000);
    await Promise.all([store.undo('undo'), other.undo('undo'), store.undo('undo')]);
    expect((await store.hit('undo', 60_000)).count).toBe(1);
    expect(await raw.pttl(`${prefix}undo`)).toBeGreaterThan(0);
    await store.undo('never-hit');
    expect(await raw.exists(`${prefix}never-hit`)).toBe(0);
  });
});
