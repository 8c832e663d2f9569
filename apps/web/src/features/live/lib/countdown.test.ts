import { describe, expect, it } from 'vitest';
import { auctionSecondsLeft, formatCountdown, isEndingSoon, secondsLeft } from './countdown';

const endsAt = '2026-11-26T10:01:00.000Z';
const end = Date.parse(endsAt);

describe('secondsLeft', () => {
  it('counts whole seconds to the end, rounding up so the last second reads 1', () => {
    expect(secondsLeft(endsAt, end - 60_000, 0)).toBe(60);
    expect(secondsLeft(endsAt, end - 59_001, 0)).toBe(60);
    expect(secondsLeft(endsAt, end - 1, 0)).toBe(1);
  });

  it('never goes below zero once the end has passed', () => {
    expect(secondsLeft(endsAt, end, 0)).toBe(0);
    expect(secondsLeft(endsAt, end + 5_000, 0)).toBe(0);
  });

  it("reads the end on the server's clock: a device 5 s behind the server sees 5 s less left", () => {
    // The device's clock reads 30 s before the end, but the server is already 5 s further.
    expect(secondsLeft(endsAt, end - 30_000, 5_000)).toBe(25);
    // A device ahead of the server (negative offset) sees more time left.
    expect(secondsLeft(endsAt, end - 30_000, -5_000)).toBe(35);
  });

  it('is null for an auction that has not started (no end) or an unreadable end', () => {
    expect(secondsLeft(null, end, 0)).toBeNull();
    expect(secondsLeft('soon', end, 0)).toBeNull();
  });
});

describe('auctionSecondsLeft', () => {
  it('never shows more than the auction lasts, whatever the clock offset says', () => {
    const auction = { endsAt, durationSeconds: 30 };
    // Just started, the offset measured 200 ms short: 30.2 s would read 0:31.
    expect(auctionSecondsLeft(auction, end - 30_000, -200)).toBe(30);
    expect(auctionSecondsLeft(auction, end - 20_000, -200)).toBe(21);
    expect(auctionSecondsLeft({ endsAt: null, durationSeconds: 30 }, end, 0)).toBe(0);
  });
});

describe('isEndingSoon', () => {
  it("says 'ENDING SOON!' from 10 seconds down to 1, not at 11 and not at zero", () => {
    expect(isEndingSoon(11)).toBe(false);
    expect(isEndingSoon(10)).toBe(true);
    expect(isEndingSoon(1)).toBe(true);
    expect(isEndingSoon(0)).toBe(false);
    expect(isEndingSoon(null)).toBe(false);
  });

  it('follows the corrected clock', () => {
    expect(isEndingSoon(secondsLeft(endsAt, end - 15_000, 0))).toBe(false);
    expect(isEndingSoon(secondsLeft(endsAt, end - 15_000, 5_000))).toBe(true);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
