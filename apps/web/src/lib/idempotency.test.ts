import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { intentRunner } from './idempotency';

/** A request that records the key of each call and answers as told. */
function recording() {
  const keys: string[] = [];
  let answer: () => Promise<string> = async () => 'ok';
  const run = intentRunner(async (_input: { amount: number }, key: string) => {
    keys.push(key);
    return answer();
  });
  return { keys, run, answerWith: (next: () => Promise<string>) => (answer = next) };
}

describe('intentRunner: one idempotency key per user intent', () => {
  it('gives a double-click (two calls in flight with the same input) one key', async () => {
    const { keys, run } = recording();
    await Promise.all([run({ amount: 5 }), run({ amount: 5 })]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('starts a new intent after a success, after a refusal, and for another input', async () => {
    const { keys, run, answerWith } = recording();
    await run({ amount: 5 });
    await run({ amount: 5 });
    answerWith(async () => {
      throw new ApiError(409, 'CONFLICT', 'Insufficient funds');
    });
    await expect(run({ amount: 5 })).rejects.toThrow('Insufficient funds');
    answerWith(async () => 'ok');
    await run({ amount: 5 });
    await run({ amount: 6 });
    expect(new Set(keys).size).toBe(5);
  });

  it('keeps the key when the answer was lost (network failure or 5xx), so a retry repeats the intent', async () => {
    const { keys, run, answerWith } = recording();
    answerWith(async () => {
      throw new ApiError(0, 'NETWORK', 'Cannot reach Swapyard');
    });
    await expect(run({ amount: 5 })).rejects.toThrow();
    answerWith(async () => {
      throw new ApiError(503, 'UNAVAILABLE', 'Briefly unavailable');
    });
    await expect(run({ amount: 5 })).rejects.toThrow();
    answerWith(async () => 'ok');
    await run({ amount: 5 });
    expect(new Set(keys).size).toBe(1);
  });
});
