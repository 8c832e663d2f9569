import { LIVE_TEXTS, minimumBidCents } from '@swapyard/domain/live';
import { AMOUNT_FORMAT_MESSAGE } from '@swapyard/domain/money';
import { describe, expect, it } from 'vitest';
import { canPlaceBid, centsToBidInput, checkBid, nextBidInput, quickBidAmounts } from './bids';

describe('the minimum bid', () => {
  it('is the current price plus $1', () => {
    expect(minimumBidCents(2500)).toBe(2600);
    expect(centsToBidInput(minimumBidCents(2550))).toBe('26.50');
  });
});

describe('quickBidAmounts', () => {
  it('adds $0, $5 and $10 to the minimum bid', () => {
    expect(quickBidAmounts(2500)).toEqual([2600, 3100, 3600]);
    expect(quickBidAmounts(1999)).toEqual([2099, 2599, 3099]);
  });
});

describe('canPlaceBid', () => {
  it('needs an amount above the current price', () => {
    expect(canPlaceBid('', 2500, false)).toBe(false);
    expect(canPlaceBid('  ', 2500, false)).toBe(false);
    expect(canPlaceBid('25', 2500, false)).toBe(false);
    expect(canPlaceBid('24.99', 2500, false)).toBe(false);
    expect(canPlaceBid('25.01', 2500, false)).toBe(true);
    expect(canPlaceBid('26', 2500, false)).toBe(true);
    expect(canPlaceBid('abc', 2500, false)).toBe(false);
  });

  it('waits while a bid is on its way', () => {
    expect(canPlaceBid('26', 2500, true)).toBe(false);
  });
});

describe('checkBid', () => {
  it('sends whole cents at or above the minimum', () => {
    expect(checkBid('26', 2500)).toEqual({ ok: true, amountCents: 2600 });
    expect(checkBid('31.50', 2500)).toEqual({ ok: true, amountCents: 3150 });
  });

  it("refuses in the server's words: not above the price, or above it by less than $1", () => {
    expect(checkBid('25', 2500)).toEqual({ ok: false, message: LIVE_TEXTS.bidTooLow(2500) });
    expect(checkBid('25.50', 2500)).toEqual({ ok: false, message: LIVE_TEXTS.bidBelowIncrement(2600) });
  });

  it('refuses fractions of a cent', () => {
    expect(checkBid('26.005', 2500)).toEqual({ ok: false, message: AMOUNT_FORMAT_MESSAGE });
  });
});

describe('nextBidInput', () => {
  it('moves the field to the new minimum when the price passes what it holds', () => {
    expect(nextBidInput('26.00', 2600)).toBe('27.00');
    expect(nextBidInput('', 2600)).toBe('27.00');
    expect(nextBidInput('abc', 2600)).toBe('27.00');
  });

  it('keeps an amount the member typed that is still high enough', () => {
    expect(nextBidInput('40', 2600)).toBe('40');
    expect(nextBidInput('27', 2600)).toBe('27');
  });
});
