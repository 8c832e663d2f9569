import { LIVE_TEXTS, MIN_BID_INCREMENT_CENTS, minimumBidCents, type PlaceBid } from '@swapyard/domain';
import { AppError } from '../../platform/errors.ts';

/*
 * Maximum bids (docs/product/live.md, "Maximum bids"; eBay's proxy bidding): who leads after a bid, at what price,
 * from the price as it stands and the leader's secret maximum. Pure, so the rules are tested on their own; bids.ts
 * applies the answer under the auction's row lock.
 */

const invalid = (path: 'amountCents' | 'maxCents', message: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });

/** What a bid asks for, once read against the price: the amount bid now and the most the server may bid for it. */
export interface AskedBid {
  /** Undefined for the leader raising only their maximum: the price does not move. */
  amountCents: number | undefined;
  maxCents: number;
}

/**
 * The bid as asked, checked against the price (`priceCents`) and, for the leader, their maximum. A maximum alone
 * bids the lowest amount that leads; an amount alone is its own maximum; a leader's maximum never goes down.
 */
export function askedBid(request: PlaceBid, priceCents: number, leaderMaxCents: number | null): AskedBid {
  const { amountCents, maxCents } = request;
  if (amountCents !== undefined) {
    if (amountCents <= priceCents) throw invalid('amountCents', LIVE_TEXTS.bidTooLow(priceCents));
    const minimum = minimumBidCents(priceCents);
    if (amountCents < minimum) throw invalid('amountCents', LIVE_TEXTS.bidBelowIncrement(minimum));
    if (maxCents !== undefined && maxCents < amountCents)
      throw invalid('maxCents', LIVE_TEXTS.maximumBelowBid);
    return { amountCents, maxCents: Math.max(maxCents ?? amountCents, leaderMaxCents ?? 0) };
  }
  const max = maxCents!;
  if (leaderMaxCents !== null) {
    if (max <= leaderMaxCents) throw invalid('maxCents', LIVE_TEXTS.maximumNotRaised(leaderMaxCents));
    return { amountCents: undefined, maxCents: max };
  }
  const minimum = minimumBidCents(priceCents);
  if (max < minimum) throw invalid('maxCents', LIVE_TEXTS.bidBelowIncrement(minimum));
  return { amountCents: minimum, maxCents: max };
}

/** Who leads after a newcomer's bid (`amountCents` to `maxCents`) meets the leader's maximum, and at what price. */
export type Contest =
  | {
      /** The newcomer leads at `priceCents`; the beaten leader's bid stands at its maximum, which it bid up to. */
      leads: true;
      priceCents: number;
    }
  | {
      /** The leader's maximum is as high or higher (the earlier bid wins a tie): they lead at `priceCents`, and the
       * newcomer's bid stands beaten at its maximum. */
      leads: false;
      priceCents: number;
    };

export function contest(
  newcomer: { amountCents: number; maxCents: number },
  leaderMaxCents: number | null,
): Contest {
  if (leaderMaxCents === null) return { leads: true, priceCents: newcomer.amountCents };
  if (newcomer.maxCents > leaderMaxCents) {
    const beatsLeader = Math.max(newcomer.amountCents, leaderMaxCents + MIN_BID_INCREMENT_CENTS);
    return { leads: true, priceCents: Math.min(newcomer.maxCents, beatsLeader) };
  }
  return {
    leads: false,
    priceCents: Math.min(leaderMaxCents, newcomer.maxCents + MIN_BID_INCREMENT_CENTS),
  };
}
