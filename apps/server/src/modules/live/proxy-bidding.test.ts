import { describe, expect, it } from 'vitest';
import { LIVE_TEXTS } from '@swapyard/domain';
import { AppError } from '../../platform/errors.ts';
import { askedBid, contest } from './proxy-bidding.ts';

/** The refusal askedBid throws: the field it names and its message. */
function refusal(ask: () => unknown) {
  try {
    ask();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const [issue] = (error.details as { issues: { path: string; message: string }[] }).issues;
    return issue;
  }
  throw new Error('expected a refusal');
}

describe('the bid asked for, at a price of $10', () => {
  it('an amount alone is its own maximum; with a maximum, both', () => {
    expect(askedBid({ amountCents: 1100 }, 1000, null)).toEqual({ amountCents: 1100, maxCents: 1100 });
    expect(askedBid({ amountCents: 1200, maxCents: 3000 }, 1000, null)).toEqual({
      amountCents: 1200,
      maxCents: 3000,
    });
  });

  it('a maximum alone bids the lowest amount that leads', () => {
    expect(askedBid({ maxCents: 3000 }, 1000, null)).toEqual({ amountCents: 1100, maxCents: 3000 });
  });

  it('refuses a maximum below the next increment, or below the bid itself', () => {
    expect(refusal(() => askedBid({ maxCents: 1050 }, 1000, null))).toEqual({
      path: 'maxCents',
      message: LIVE_TEXTS.bidBelowIncrement(1100),
    });
    expect(refusal(() => askedBid({ amountCents: 1500, maxCents: 1400 }, 1000, null))).toEqual({
      path: 'maxCents',
      message: LIVE_TEXTS.maximumBelowBid,
    });
    expect(refusal(() => askedBid({ amountCents: 1000 }, 1000, null))).toEqual({
      path: 'amountCents',
      message: LIVE_TEXTS.bidTooLow(1000),
    });
  });

  it('lets the leader raise their maximum without moving the price, never lower it', () => {
    expect(askedBid({ maxCents: 5000 }, 1000, 3000)).toEqual({ amountCents: undefined, maxCents: 5000 });
    expect(refusal(() => askedBid({ maxCents: 3000 }, 1000, 3000))).toEqual({
      path: 'maxCents',
      message: LIVE_TEXTS.maximumNotRaised(3000),
    });
    // The leader bidding again keeps the higher of the two maxima.
    expect(askedBid({ amountCents: 1500 }, 1000, 3000)).toEqual({ amountCents: 1500, maxCents: 3000 });
    expect(askedBid({ amountCents: 1500, maxCents: 4000 }, 1000, 3000)).toEqual({
      amountCents: 1500,
      maxCents: 4000,
    });
  });
});

describe('a newcomer against the leader’s maximum', () => {
  it('leads at their amount when nobody leads', () => {
    expect(contest({ amountCents: 1100, maxCents: 5000 }, null)).toEqual({ leads: true, priceCents: 1100 });
  });

  it('beats a lower maximum by one increment, or by less when their own maximum is closer', () => {
    expect(contest({ amountCents: 1100, maxCents: 5000 }, 3000)).toEqual({ leads: true, priceCents: 3100 });
    expect(contest({ amountCents: 1100, maxCents: 3050 }, 3000)).toEqual({ leads: true, priceCents: 3050 });
    // An amount above the leader's maximum plus the increment stands as bid.
    expect(contest({ amountCents: 4000, maxCents: 5000 }, 3000)).toEqual({ leads: true, priceCents: 4000 });
  });

  it('is beaten by a higher maximum, which then leads one increment above theirs', () => {
    expect(contest({ amountCents: 2000, maxCents: 2000 }, 3000)).toEqual({ leads: false, priceCents: 2100 });
    expect(contest({ amountCents: 1100, maxCents: 2950 }, 3000)).toEqual({ leads: false, priceCents: 3000 });
  });

  it('loses a tie: the earlier maximum stands, at that maximum', () => {
    expect(contest({ amountCents: 1100, maxCents: 3000 }, 3000)).toEqual({ leads: false, priceCents: 3000 });
  });
});
