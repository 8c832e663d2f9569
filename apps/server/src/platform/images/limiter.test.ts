import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createLimiter', () => {
  it('runs at most `limit` tasks at once, in arrival order, and keeps going after a failure', async () => {
    const limiter = createLimiter(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      order.push(i);
      await tick();
      running -= 1;
      if (i === 1) throw new Error('boom');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => limiter.run(task(i))));
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', ...Array(4).fill('fulfilled')]);
    expect([limiter.active, limiter.pending]).toEqual([0, 0]);
  });

  it('never lets a newcomer overtake a waiter when a slot frees', async () => {
    const limiter = createLimiter(1);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      running -= 1;
    };
    const first = limiter.run(task);
    const second = limiter.run(task);
    await first;
    const third = limiter.run(task); // arrives while the freed slot is being handed to `second`
    await Promise.all([second, third]);
    expect(peak).toBe(1);
  });

  it('refuses a task at once when the queue is full, and takes new ones again as it drains', async () => {
    const limiter = createLimiter(1, { maxPending: 2, refuse: (reason) => new Error(`refused: ${reason}`) });
    const gate = deferred();
    let started = 0;
    const held = () =>
      limiter.run(async () => {
        started += 1;
        await gate.promise;
      });
    const admitted = [held(), held(), held()]; // one running, two waiting
    const refused = held();
    await expect(refused).rejects.toThrow('refused: busy');
    expect([limiter.active, limiter.pending, started]).toEqual([1, 2, 1]);
    gate.resolve();
    await Promise.all(admitted);
    expect(started).toBe(3);
    await expect(limiter.run(async () => 'again')).resolves.toBe('again');
  });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
