import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './memory-store.ts';

describe('MemoryRateLimitStore', () => {
  it('counts hits per key within a fixed window and starts over after it', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await store.hit('a', 500)).toEqual({ count: 1, resetInMs: 500 });
    now += 100;
    expect(await store.hit('a', 500)).toEqual({ count: 2, resetInMs: 400 });
    expect(await store.hit('b', 500)).toEqual({ count: 1, resetInMs: 500 });
    now += 400;
    expect(await store.hit('a', 500)).toEqual({ count: 1, resetInMs: 500 });
  });

  it('forgets expired windows so memory does not grow without bound', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    for (let i = 0; i < 100; i++) await store.hit(`ip-${i}`, 1_000);
    expect(store.size).toBe(100);
    now = 120_000;
    await store.hit('fresh', 1_000);
    expect(store.size).toBe(1);
  });

  it('takes a hit back within the window, never below zero nor into a window that ended', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    await store.hit('a', 1_000);
    await store.hit('a', 1_000);
    await store.undo('a');
    expect((await store.hit('a', 1_000)).count).toBe(2);
    await store.undo('a');
    await store.undo('a');
    await store.undo('a');
    expect((await store.hit('a', 1_000)).count).toBe(1);
    await store.undo('missing');
    expect((await store.hit('missing', 1_000)).count).toBe(1);
    now = 2_000;
    await store.undo('a');
    expect((await store.hit('a', 1_000)).count).toBe(1);
  });
});
