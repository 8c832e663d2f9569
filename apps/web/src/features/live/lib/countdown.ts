import { ENDING_SOON_SECONDS } from '@swapyard/domain/live';

/*
 * An auction's countdown (docs/product/live.md, "Auctions"): the server says when it ends; this device's clock may be
 * off, so the time left is read against the server's clock, estimated as this device's clock plus the offset seen
 * when the auction list arrived.
 */

/**
 * Whole seconds left until `endsAt` (rounded up, so the last second reads 1 until it is over), never below 0; null
 * when there is no end time (not started).
 */
export function secondsLeft(endsAt: string | null, nowMs: number, clockOffsetMs: number): number | null {
  if (!endsAt) return null;
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - (nowMs + clockOffsetMs)) / 1000));
}

/**
 * A running auction's seconds left on the server's clock, never more than its duration: time left cannot exceed it
 * (an extension brings the end to ANTI_SNIPING_SECONDS away), and the clock offset, measured to within half a
 * request's time, must not make a 30-second auction open at 0:31.
 */
export function auctionSecondsLeft(
  auction: { endsAt: string | null; durationSeconds: number },
  nowMs: number,
  clockOffsetMs: number,
): number {
  return Math.min(secondsLeft(auction.endsAt, nowMs, clockOffsetMs) ?? 0, auction.durationSeconds);
}

/** 'ENDING SOON!' shows at ENDING_SOON_SECONDS or fewer, while time is left. */
export const isEndingSoon = (seconds: number | null) =>
  seconds !== null && seconds > 0 && seconds <= ENDING_SOON_SECONDS;

/** 1:05, 0:09. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
