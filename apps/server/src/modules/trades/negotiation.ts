import {
  counterRange,
  coveringMethod,
  formatCents,
  isNegotiable,
  MAX_NEGOTIATION_ROUNDS,
  MAX_OFFER_CASH_CENTS,
  NEGOTIATION_TEXTS,
  negotiatedAs,
  otherSide,
  paymentOptions,
  TRADE_MESSAGES,
  TRADE_RESPONSE_WINDOW_MS,
  type CounterOfferInput,
  type Trade,
  type WalletBalances,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { getHold, memberBalances } from '../wallet/index.ts';
import {
  conflict,
  displayNames,
  notifyTradeUpdate,
  partyTrade,
  replaceRequesterHold,
  sideOf,
  type Outcome,
  type TradesDeps,
} from './common.ts';
import { accept, itemTitle } from './lifecycle.ts';
import { transition } from './transition.ts';
import * as queries from './queries.ts';
import { insertRounds } from './queries/negotiation.ts';
import { counteredNotification } from './texts.ts';

/**
 * POST /api/trades/{id}/counter-offer (docs/product/trades.md, "Counter-offers"): the party whose turn it is puts
 * other cash on the table (a price, for a cash or bundle offer). The trade row carries the new round (its amount, whose
 * turn, a fresh response window; the expiry job already enqueued finds the later expires_at and runs again then); the
 * rounds before it are kept in trade_rounds. The requester's hold becomes their new amount at once; the owner's
 * counter leaves it as it is until the requester accepts it. Locks the trade row, then the wallets (as accepting
 * does, after its items).
 */
export function counterOffer(
  deps: TradesDeps,
  userId: string,
  tradeId: string,
  input: CounterOfferInput,
): Promise<Trade> {
  return transition(deps, userId, async (tx, outcome) => {
    const seen = await partyTrade(tx, userId, tradeId);
    const trade = (await queries.lockTrade(tx, seen.id))!;
    const side = sideOf(trade, userId);
    if (trade.status !== 'pending') throw conflict(TRADE_MESSAGES.notPending);
    if (!isNegotiable(trade.kind)) throw conflict(NEGOTIATION_TEXTS.notNegotiable);
    if (trade.expiresAt.getTime() <= Date.now()) throw conflict(TRADE_MESSAGES.expired);
    if (trade.awaiting !== side) throw new AppError('FORBIDDEN', NEGOTIATION_TEXTS.notYourTurn);
    if (trade.round >= MAX_NEGOTIATION_ROUNDS) throw conflict(NEGOTIATION_TEXTS.tooManyRounds);
    assertInRange(negotiatedAs(trade.kind), side, trade.cashDifferenceCents, input.cashCents);

    const round = trade.round + 1;
    const held =
      side === 'requester'
        ? {
            holdId: await replaceRequesterHold(tx, trade, {
              cents: input.cashCents,
              method: input.paymentMethod,
              idempotencyKey: `trade_hold:${trade.id}:round_${round}`,
            }),
            paymentMethod: input.cashCents > 0 ? (input.paymentMethod ?? null) : null,
          }
        : {};
    await insertRounds(tx, [
      ...(trade.round === 1
        ? [
            {
              tradeId: trade.id,
              round: 1,
              proposedBy: 'requester' as const,
              cashDifferenceCents: trade.cashDifferenceCents,
              message: trade.message,
              createdAt: trade.createdAt,
            },
          ]
        : []),
      {
        tradeId: trade.id,
        round,
        proposedBy: side,
        cashDifferenceCents: input.cashCents,
        message: input.message ?? null,
      },
    ]);
    const countered = await queries.updateTrade(tx, trade.id, {
      round,
      awaiting: otherSide(side),
      cashDifferenceCents: input.cashCents,
      expiresAt: new Date(Date.now() + TRADE_RESPONSE_WINDOW_MS),
      ...held,
    });
    const names = await displayNames(tx, [userId]);
    await notifyTradeUpdate(
      tx,
      outcome,
      counteredNotification({
        userId: side === 'owner' ? trade.requesterId : trade.ownerId,
        tradeId: trade.id,
        proposerName: names.get(userId)!,
        itemTitle: await itemTitle(tx, trade),
        kind: trade.kind,
        cashCents: input.cashCents,
      }),
    );
    outcome.trades.push(countered);
    return countered;
  });
}

/** A counter moves the cash the proposer's way: 400 naming the amount on the table otherwise. */
function assertInRange(
  kind: 'cash' | 'trade',
  side: 'requester' | 'owner',
  currentCents: number,
  cents: number,
): void {
  if (kind === 'cash' && cents <= 0) throw new AppError('BAD_REQUEST', NEGOTIATION_TEXTS.cashOfferPositive);
  const range = counterRange(kind, side, currentCents, MAX_OFFER_CASH_CENTS);
  if (range && cents >= range.minCents && cents <= range.maxCents) return;
  const current = formatCents(currentCents);
  throw new AppError(
    'BAD_REQUEST',
    side === 'owner'
      ? NEGOTIATION_TEXTS.ownerMustRaise(current)
      : NEGOTIATION_TEXTS.requesterMustLower(current),
  );
}

/** The owner's counter this requester may take now: pending, theirs to answer, not expired. */
async function counterToTake(tx: Db, userId: string, tradeId: string): Promise<queries.TradeRow> {
  const seen = await partyTrade(tx, userId, tradeId);
  if (sideOf(seen, userId) !== 'requester' || seen.awaiting !== 'requester') {
    throw new AppError('FORBIDDEN', NEGOTIATION_TEXTS.notYourTurn);
  }
  if (seen.status !== 'pending') throw conflict(TRADE_MESSAGES.notPending);
  if (seen.expiresAt.getTime() <= Date.now()) throw conflict(TRADE_MESSAGES.expired);
  return seen;
}

/** The requester's wallets as taking the counter sees them: their money held for the trade is released first. */
async function walletsForCounter(tx: Db, trade: queries.TradeRow): Promise<WalletBalances> {
  const balances = await memberBalances(tx, trade.requesterId);
  const held = trade.holdId ? await getHold(tx, trade.holdId) : undefined;
  const mine = held && held.status === 'held' ? held : { creditCents: 0, cashCents: 0 };
  return {
    creditCents: balances.creditCents + mine.creditCents,
    cashCents: balances.cashCents + mine.cashCents,
  };
}

/**
 * What the requester's wallets (their money held for the trade counted) lack to take the owner's counter now, or the
 * refusal taking it would meet now (docs/decisions/035).
 */
export function counterShortfall(deps: TradesDeps, userId: string, tradeId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const trade = await counterToTake(tx, userId, tradeId);
    return paymentOptions(trade.cashDifferenceCents, await walletsForCounter(tx, trade)).shortfallCents;
  });
}

/** Takes the owner's counter in the card payment's settlement, paid from the wallets that cover it then. */
export async function takeCounterLocked(
  tx: Db,
  deps: TradesDeps,
  userId: string,
  tradeId: string,
  outcome: Outcome,
): Promise<queries.TradeRow> {
  const trade = await counterToTake(tx, userId, tradeId);
  const method = coveringMethod(trade.cashDifferenceCents, await walletsForCounter(tx, trade));
  return accept(tx, trade, outcome, { side: 'requester', method }, deps);
}
