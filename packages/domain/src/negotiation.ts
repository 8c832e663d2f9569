import { z } from 'zod';
import { formatCents } from './money.ts';

/**
 * Counter-offers (docs/product/trades.md, "Counter-offers"): a pending cash offer or trade offer is answered by the
 * party whose turn it is (the owner first) with Accept, Decline or a counter with other cash; each counter is a new
 * round with its own response window. The owner's counter asks for more than the offer on the table, the
 * requester's offers less than the owner's; at most MAX_NEGOTIATION_ROUNDS rounds, the first being the offer.
 */
export const MAX_NEGOTIATION_ROUNDS = 5;

/** A trade's two sides: who sent the offer and who owns the item it is for. */
export const tradeSides = ['requester', 'owner'] as const;
export type TradeSide = (typeof tradeSides)[number];

export const otherSide = (party: TradeSide): TradeSide => (party === 'owner' ? 'requester' : 'owner');

/** One round of a negotiation: who proposed what. */
export const tradeRoundSchema = z
  .object({
    round: z.number().int().min(1),
    proposedBy: z.enum(tradeSides),
    /** Integer cents, as the trade's cashDifferenceCents (a cash offer's price). */
    cashDifferenceCents: z.number().int(),
    message: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TradeRound' });
export type TradeRound = z.infer<typeof tradeRoundSchema>;

/**
 * Which kinds of trade can be countered: cash offers, trade offers and bundle offers; an invitation is answered from
 * the closet, the rest are agreed already.
 */
export const isNegotiable = (kind: string) => kind === 'cash' || kind === 'trade' || kind === 'bundle';

/** A bundle offer is countered as a cash offer is: a price. */
export const negotiatedAs = (kind: string): 'cash' | 'trade' => (kind === 'trade' ? 'trade' : 'cash');

/**
 * The amounts a counter may propose, from the cash on the table: the owner asks for more (at least a cent), the
 * requester offers less but never below nothing (a cash offer: at least a cent). Null: no counter is possible.
 */
export function counterRange(
  kind: 'cash' | 'trade',
  proposer: TradeSide,
  currentCents: number,
  maxCents: number,
): { minCents: number; maxCents: number } | null {
  const floor = kind === 'cash' ? 1 : 0;
  const range =
    proposer === 'owner'
      ? { minCents: Math.max(floor, currentCents + 1), maxCents }
      : { minCents: floor, maxCents: currentCents - 1 };
  return range.minCents <= range.maxCents ? range : null;
}

export const NEGOTIATION_TEXTS = {
  counter: 'Counter',
  dialogTitle: 'Make a counter-offer',
  priceLabel: 'Your price',
  cashLabel: 'Cash they add',
  ownerHint: (current: string) => `More than the ${current} on the table.`,
  requesterHint: (current: string) => `Less than the ${current} asked.`,
  messageLabel: 'Message (optional)',
  send: (amount: string) => `Send counter of ${amount}`,
  sentTitle: 'Counter-offer sent',
  notSentTitle: 'Counter-offer not sent',
  sent: (name: string) => `${name} has 48 hours to answer.`,
  round: (round: number) => `Round ${round} of ${MAX_NEGOTIATION_ROUNDS}`,
  lastRound: 'This is the last round: accept or decline.',
  historyTitle: 'Offers so far',
  offered: (who: string, amount: string) => `${who} offered ${amount}`,
  countered: (who: string, amount: string) => `${who} countered with ${amount}`,
  tradeAmount: (amount: string) => `items + ${amount}`,
  /** Accepting the owner's counter: the requester's money on hold becomes the counter's amount. */
  acceptHold: (amount: string, held: string) =>
    `Accepting puts ${amount} on hold in your wallet until the trade completes (your ${held} on hold now is part of it).`,
  waitingCounter: (name: string) => `Waiting for ${name} to answer your counter-offer.`,
  notNegotiable: 'Only a pending cash offer or trade offer can be countered',
  notYourTurn: 'The other member answers this offer next',
  tooManyRounds: `This offer has had ${MAX_NEGOTIATION_ROUNDS} rounds: accept or decline it`,
  ownerMustRaise: (current: string) => `A counter-offer asks for more than the ${current} on the table`,
  requesterMustLower: (current: string) => `A counter-offer offers less than the ${current} asked`,
  cashOfferPositive: 'A cash offer is at least $0.01',
  /** Notifications, to the party whose turn it now is, and to the proposer when their counter is answered. */
  counteredTitle: 'Counter-offer',
  counteredMessage: (name: string, title: string, amount: string) =>
    `${name} countered on ${title} with ${amount}.`,
  acceptedTitle: 'Counter-offer accepted',
  /** The requester took the counter with the rest paid by card: the result page. */
  takenByCard: 'Your money is on hold until the trade completes. You can arrange the exchange details.',
  acceptedMessage: (name: string, title: string) =>
    `${name} accepted your counter-offer for ${title}. The money is on hold until the trade completes. You can arrange the exchange details.`,
  declinedTitle: 'Counter-offer declined',
  declinedMessage: (name: string, title: string) => `${name} declined your counter-offer for ${title}.`,
} as const;

/** The cash of a round as a line of the history reads it. */
export const roundAmount = (kind: string, cents: number) =>
  negotiatedAs(kind) === 'cash' ? formatCents(cents) : NEGOTIATION_TEXTS.tradeAmount(formatCents(cents));
