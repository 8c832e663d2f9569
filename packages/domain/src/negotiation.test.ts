import { describe, expect, it } from 'vitest';
import { counterRange, otherSide } from './negotiation.ts';

describe('counterRange', () => {
  it('the owner asks for more than the amount on the table, the requester offers less', () => {
    expect(counterRange('cash', 'owner', 2000, 100_000)).toEqual({ minCents: 2001, maxCents: 100_000 });
    expect(counterRange('cash', 'requester', 2600, 100_000)).toEqual({ minCents: 1, maxCents: 2599 });
    // A trade offer may drop to no cash at all, never below; an owner's counter on one that asked them for cash
    // starts at nothing.
    expect(counterRange('trade', 'requester', 1000, 100_000)).toEqual({ minCents: 0, maxCents: 999 });
    expect(counterRange('trade', 'owner', -500, 100_000)).toEqual({ minCents: 0, maxCents: 100_000 });
  });

  it('has no room when nothing is lower or higher', () => {
    expect(counterRange('cash', 'requester', 1, 100_000)).toBeNull();
    expect(counterRange('trade', 'requester', 0, 100_000)).toBeNull();
    expect(counterRange('cash', 'owner', 100_000, 100_000)).toBeNull();
    expect(otherSide('owner')).toBe('requester');
  });
});
