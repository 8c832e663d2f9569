import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisPresenceBoard } from './redis-board.ts';

// Needs Redis (REDIS_URL, default the local one); keys of this run only.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `swapyard-test:${randomUUID()}:presence:`;
const boards: RedisPresenceBoard[] = [];
const board = (validMs?: number) => {
  const made = new RedisPresenceBoard(redisUrl, { keyPrefix, validMs });
  boards.push(made);
  return made;
};
afterAll(() => Promise.all(boards.map((b) => b.close())));

describe('the presence board in Redis (several instances)', () => {
  it("adds up the other instances' counts, never its own, and forgets a count withdrawn", async () => {
    const [a, b, c] = [board(), board(), board()];
    await a.report('stream-1', 3);
    await b.report('stream-1', 2);
    await b.report('stream-2', 1);
    expect(await c.othersOf(['stream-1', 'stream-2', 'stream-3'])).toEqual(
      new Map([
        ['stream-1', 5],
        ['stream-2', 1],
      ]),
    );
    expect(await a.othersOf(['stream-1'])).toEqual(new Map([['stream-1', 2]]));
    await a.report('stream-1', 4);
    expect(await c.othersOf(['stream-1'])).toEqual(new Map([['stream-1', 6]]));
    await b.report('stream-1', 0);
    expect(await a.othersOf(['stream-1'])).toEqual(new Map());
    expect(await c.othersOf(['stream-1'])).toEqual(new Map([['stream-1', 4]]));
  });

  it('lets the counts of an instance that stopped reporting lapse', async () => {
    const [gone, staying] = [board(300), board(300)];
    await gone.report('stream-9', 7);
    expect(await staying.othersOf(['stream-9'])).toEqual(new Map([['stream-9', 7]]));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await staying.othersOf(['stream-9'])).toEqual(new Map());
  });
});
