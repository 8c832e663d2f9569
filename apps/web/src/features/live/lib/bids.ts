import { AMOUNT_FORMAT_MESSAGE, parseDollarsToCents } from '@swapyard/domain/money';
import { LIVE_TEXTS, minimumBidCents, QUICK_BID_STEPS_DOLLARS } from '@swapyard/domain/live';

/*
 * The bid form (docs/product/live.md, "Bidding"): prefilled with the lowest bid the server takes (the current price
 * plus the increment), quick buttons a few dollars above it, and the same checks the server makes, in its words.
 */

/** The quick bid amounts: the minimum bid plus each of QUICK_BID_STEPS_DOLLARS. */
export const quickBidAmounts = (currentPriceCents: number): number[] =>
  QUICK_BID_STEPS_DOLLARS.map((dollars) => minimumBidCents(currentPriceCents) + dollars * 100);

/** Cents as the bid input holds them: '26.00'. */
export const centsToBidInput = (cents: number) => (cents / 100).toFixed(2);

/** Place Bid is enabled for an amount typed above the current price, unless a bid is on its way. */
export function canPlaceBid(input: string, currentPriceCents: number, pending: boolean): boolean {
  if (pending || !input.trim()) return false;
  const dollars = Number(input);
  return Number.isFinite(dollars) && Math.round(dollars * 100) > currentPriceCents;
}

export type BidCheck = { ok: true; amountCents: number } | { ok: false; message: string };

/** The amount to send, or why it cannot be sent ('Invalid Bid' descriptions, as the server would say). */
export function checkBid(input: string, currentPriceCents: number): BidCheck {
  const cents = parseDollarsToCents(input);
  if (cents === null) return { ok: false, message: AMOUNT_FORMAT_MESSAGE };
  if (cents <= currentPriceCents) return { ok: false, message: LIVE_TEXTS.bidTooLow(currentPriceCents) };
  const minimum = minimumBidCents(currentPriceCents);
  if (cents < minimum) return { ok: false, message: LIVE_TEXTS.bidBelowIncrement(minimum) };
  return { ok: true, amountCents: cents };
}

/**
 * What the input should hold after the price moved: the new minimum, unless the member already typed an amount
 * at or above it (their choice stays).
 */
export function nextBidInput(input: string, currentPriceCents: number): string {
  const minimum = minimumBidCents(currentPriceCents);
  const typed = parseDollarsToCents(input);
  return typed !== null && typed >= minimum ? input : centsToBidInput(minimum);
}

export type MaximumCheck = { ok: true; maxCents: number | undefined } | { ok: false; message: string };

/**
 * The maximum to send with a bid (docs/product/live.md, "Maximum bids"), or why it cannot be sent: left empty, none;
 * otherwise no lower than the bid, and for the leader raising it, above the maximum they hold.
 */
export function checkMaximum(
  input: string,
  floor: { bidCents: number } | { currentMaximumCents: number },
): MaximumCheck {
  if (!input.trim()) {
    return 'bidCents' in floor
      ? { ok: true, maxCents: undefined }
      : { ok: false, message: AMOUNT_FORMAT_MESSAGE };
  }
  const cents = parseDollarsToCents(input);
  if (cents === null) return { ok: false, message: AMOUNT_FORMAT_MESSAGE };
  if ('bidCents' in floor) {
    return cents < floor.bidCents
      ? { ok: false, message: LIVE_TEXTS.maximumBelowBid }
      : { ok: true, maxCents: cents };
  }
  return cents <= floor.currentMaximumCents
    ? { ok: false, message: LIVE_TEXTS.maximumNotRaised(floor.currentMaximumCents) }
    : { ok: true, maxCents: cents };
}
