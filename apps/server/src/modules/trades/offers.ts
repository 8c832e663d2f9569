import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CIRCLE_TEXTS,
  INSUFFICIENT_FUNDS_MESSAGE,
  INVITATION_MARKER,
  paymentOptions,
  TRADE_MESSAGES,
  TRADE_RESPONSE_WINDOW_MS,
  type CounterTradeInput,
  type CreateTradeInput,
  type OfferByCard,
  type Trade,
  type TradeKind,
  type TradePaymentMethod,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue, jobKind } from '../../platform/jobs/index.ts';
import { type ItemRow } from '../items/index.ts';
import { hold, memberBalances } from '../wallet/index.ts';
import {
  chosenSplit,
  conflict,
  isAvailable,
  notifyTradeUpdate,
  partyName,
  partyTrade,
  type Outcome,
  type TradesDeps,
} from './common.ts';
import * as queries from './queries.ts';
import { offerNotification } from './texts.ts';
import { transition } from './transition.ts';

/**
 * Sending offers: a cash offer, a trade offer or a trade invitation on another member's item, and the counter-offer
 * that answers an invitation. Every check runs in the sending transaction with the items locked (id order, as in
 * every trade transaction), so two offers racing for one item see each other.
 */

export const EXPIRE_JOB = 'trade.expire';
/** A pending offer's 48 hours are over. */
export const expireTradeJob = jobKind(EXPIRE_JOB, z.object({ tradeId: z.string() }));

export interface OfferPlan {
  tradeId: string;
  kind: TradeKind;
  requesterId: string;
  ownerItemId: string;
  /** A counter-offer's wanted item must be the inviter's. */
  expectedOwnerId?: string;
  offeredItemIds: string[];
  /** Positive: the requester adds it (held now); negative: the owner does (taken on acceptance). */
  cashCents: number;
  paymentMethod?: TradePaymentMethod;
  message?: string;
  invitationId?: string;
}

const itemNotFound = () => new AppError('NOT_FOUND', TRADE_MESSAGES.itemNotFound);

/** The requester's cash on hold, split over the wallets as the chosen method says. */
async function holdCash(tx: Db, plan: OfferPlan, outcome: Outcome): Promise<string | null> {
  if (plan.cashCents <= 0) return null;
  const split = await chosenSplit(
    tx,
    plan.requesterId,
    plan.paymentMethod,
    plan.cashCents,
    INSUFFICIENT_FUNDS_MESSAGE,
  );
  const held = await hold(tx, {
    userId: plan.requesterId,
    ...split,
    idempotencyKey: `trade_hold:${plan.tradeId}`,
    reference: `trade:${plan.tradeId}`,
  });
  outcome.known.holds.set(held.id, held);
  return held.id;
}

/** Checks the plan against the locked item rows, holds the cash and writes the pending trade and its expiry job. */
async function placeOffer(
  tx: Db,
  plan: OfferPlan,
  locked: Map<string, ItemRow>,
  outcome: Outcome,
  deps: Pick<TradesDeps, 'circles' | 'atAuction'>,
): Promise<queries.TradeRow> {
  const wanted = await checkOffer(tx, plan, locked, deps);
  // An offer changes none of its items: the answer shows them as locked.
  for (const [id, row] of locked) outcome.known.items.set(id, row);
  return recordOffer(tx, plan, wanted, outcome);
}

/**
 * Writes a checked offer: the requester's cash on hold, the pending trade, its expiry job, and the owner told. A bundle
 * offer (bundle-offer.ts) records its items with `bundled` before the owner is told.
 */
export async function recordOffer(
  tx: Db,
  plan: OfferPlan,
  wanted: ItemRow,
  outcome: Outcome,
  bundled?: { count: number; record: (trade: queries.TradeRow) => Promise<void> },
): Promise<queries.TradeRow> {
  const holdId = await holdCash(tx, plan, outcome);
  const expiresAt = new Date(Date.now() + TRADE_RESPONSE_WINDOW_MS);
  const trade = await queries.insertTrade(
    tx,
    {
      id: plan.tradeId,
      kind: plan.kind,
      requesterId: plan.requesterId,
      ownerId: wanted.userId,
      ownerItemId: wanted.id,
      requesterItemId: plan.offeredItemIds[0] ?? null,
      cashDifferenceCents: plan.cashCents,
      paymentMethod: plan.cashCents > 0 ? plan.paymentMethod : null,
      holdId,
      message: plan.message ?? null,
      invitationId: plan.invitationId ?? null,
      expiresAt,
    },
    plan.offeredItemIds,
  );
  await bundled?.record(trade);
  outcome.known.items.set(wanted.id, wanted);
  outcome.known.offered.set(trade.id, plan.offeredItemIds);
  outcome.known.lastMessages.set(trade.id, null);
  await enqueue(
    tx,
    expireTradeJob,
    { tradeId: trade.id },
    { runAt: expiresAt, dedupeKey: `${EXPIRE_JOB}:${trade.id}` },
  );
  const requesterName = await partyName(tx, outcome, trade, plan.requesterId);
  await notifyTradeUpdate(
    tx,
    outcome,
    offerNotification({
      ownerId: wanted.userId,
      tradeId: trade.id,
      requesterName,
      itemTitle: wanted.title,
      kind: plan.kind,
      cashCents: plan.cashCents,
      counter: plan.invitationId !== undefined,
      bundleCount: bundled?.count,
    }),
  );
  outcome.trades.push(trade);
  return trade;
}

/** The checks an offer passes before anything is held or written (the locked rows); the wanted item. */
async function checkOffer(
  tx: Db,
  plan: OfferPlan,
  locked: Map<string, ItemRow>,
  { circles, atAuction }: Pick<TradesDeps, 'circles' | 'atAuction'>,
): Promise<ItemRow> {
  const wanted = locked.get(plan.ownerItemId);
  if (!wanted || (wanted.visibility !== 'public' && wanted.userId !== plan.requesterId)) throw itemNotFound();
  if (plan.expectedOwnerId && wanted.userId !== plan.expectedOwnerId) throw itemNotFound();
  if (wanted.userId === plan.requesterId) throw new AppError('BAD_REQUEST', TRADE_MESSAGES.ownItem);
  if (!isAvailable(wanted)) throw conflict(TRADE_MESSAGES.itemUnavailable);
  for (const id of plan.offeredItemIds) {
    const offered = locked.get(id);
    if (!offered) throw itemNotFound();
    if (offered.userId !== plan.requesterId) throw new AppError('FORBIDDEN', TRADE_MESSAGES.notYourItem);
    if (!isAvailable(offered)) throw conflict(TRADE_MESSAGES.itemUnavailable);
  }
  if ((await queries.reservedAmong(tx, plan.offeredItemIds)).length > 0) {
    throw conflict(TRADE_MESSAGES.itemReserved);
  }
  if (((await circles?.reservedAmong(tx, plan.offeredItemIds)) ?? []).length > 0) {
    throw conflict(CIRCLE_TEXTS.reserved);
  }
  await atAuction?.(tx, [wanted.id, ...plan.offeredItemIds]);
  // One pending offer per member and item (a unique index backs this up): another tab's identical offer would
  // hold the money twice. The wanted item's lock orders the two.
  if (await queries.hasPendingOffer(tx, plan.requesterId, wanted.id)) {
    throw conflict(TRADE_MESSAGES.alreadyOffered);
  }
  return wanted;
}

const unique = (ids: string[]) => [...new Set(ids)];

function planOf(requesterId: string, input: CreateTradeInput): OfferPlan {
  const base = { tradeId: randomUUID(), requesterId, ownerItemId: input.ownerItemId, message: input.message };
  if (input.kind === 'cash') {
    return {
      ...base,
      kind: 'cash',
      offeredItemIds: [],
      cashCents: input.cashCents,
      paymentMethod: input.paymentMethod,
    };
  }
  if (input.kind === 'trade') {
    return {
      ...base,
      kind: 'trade',
      offeredItemIds: unique(input.offeredItemIds ?? []),
      cashCents: input.cashCents ?? 0,
      paymentMethod: input.paymentMethod,
    };
  }
  // An invitation is known by its 'Check out my' message (docs/product/trades.md, "Making an offer").
  const message = input.message ?? `${INVITATION_MARKER} closet! I'd love to trade with you.`;
  return { ...base, kind: 'invitation', offeredItemIds: [], cashCents: 0, message };
}

/** POST /api/trades. The owner comes from the item, never from the client. */
export async function createTrade(
  deps: TradesDeps,
  requesterId: string,
  input: CreateTradeInput,
): Promise<Trade> {
  const plan = planOf(requesterId, input);
  return transition(deps, requesterId, async (tx, outcome) => {
    const locked = await queries.lockItems(tx, [plan.ownerItemId, ...plan.offeredItemIds]);
    return placeOffer(tx, plan, locked, outcome, deps);
  });
}

/** The offer a card payment's purpose describes, paid from `paymentMethod` (none yet while pricing the card). */
function planOfPurpose(
  requesterId: string,
  purpose: OfferByCard,
  paymentMethod?: TradePaymentMethod,
): OfferPlan {
  const offeredItemIds = unique(purpose.offeredItemIds);
  return {
    tradeId: randomUUID(),
    kind: offeredItemIds.length > 0 ? 'trade' : 'cash',
    requesterId,
    ownerItemId: purpose.ownerItemId,
    offeredItemIds,
    cashCents: purpose.cashCents,
    paymentMethod,
    message: purpose.message,
  };
}

/**
 * What the requester's wallets lack for an offer's cash now (0: nothing), after the checks the offer would meet now,
 * so no card is charged for an offer that could not be sent (docs/decisions/035).
 */
export async function offerShortfall(
  deps: TradesDeps,
  requesterId: string,
  purpose: OfferByCard,
): Promise<number> {
  const plan = planOfPurpose(requesterId, purpose);
  return deps.db.transaction(async (tx) => {
    const locked = await queries.lockItems(tx, [plan.ownerItemId, ...plan.offeredItemIds]);
    await checkOffer(tx, plan, locked, deps);
    return paymentOptions(plan.cashCents, await memberBalances(tx, requesterId)).shortfallCents;
  });
}

/** Sends the offer a card payment was for, in the settlement's transaction (card-purposes.ts). */
export async function placeOfferByCard(
  tx: Db,
  deps: TradesDeps,
  requesterId: string,
  purpose: OfferByCard,
  paymentMethod: TradePaymentMethod,
  outcome: Outcome,
): Promise<queries.TradeRow> {
  const plan = planOfPurpose(requesterId, purpose, paymentMethod);
  const locked = await queries.lockItems(tx, [plan.ownerItemId, ...plan.offeredItemIds]);
  return placeOffer(tx, plan, locked, outcome, deps);
}

/**
 * POST /api/trades/{id}/counter: the owner of a pending invitation offers the invited-for item (plus cash either
 * way) for one of the inviter's items; the invitation becomes 'countered'. Lock order: the items, then the
 * invitation row.
 */
export async function counterTrade(
  deps: TradesDeps,
  userId: string,
  invitationId: string,
  input: CounterTradeInput,
): Promise<Trade> {
  return transition(deps, userId, async (tx, outcome) => {
    const seen = await partyTrade(tx, userId, invitationId);
    if (seen.kind !== 'invitation') throw conflict(TRADE_MESSAGES.notInvitation);
    if (seen.ownerId !== userId) throw new AppError('FORBIDDEN', TRADE_MESSAGES.onlyOwnerResponds);
    const myItemId = seen.ownerItemId;
    const locked = await queries.lockItems(tx, [input.requestedItemId, ...(myItemId ? [myItemId] : [])]);
    const invitation = (await queries.lockTrade(tx, seen.id))!;
    if (invitation.status !== 'pending') throw conflict(TRADE_MESSAGES.notPending);
    if (invitation.expiresAt.getTime() <= Date.now()) throw conflict(TRADE_MESSAGES.expired);
    if (!myItemId) throw conflict(TRADE_MESSAGES.itemUnavailable);
    const created = await placeOffer(
      tx,
      {
        tradeId: randomUUID(),
        kind: 'trade',
        requesterId: userId,
        ownerItemId: input.requestedItemId,
        expectedOwnerId: invitation.requesterId,
        offeredItemIds: [myItemId],
        cashCents: input.cashCents ?? 0,
        paymentMethod: input.paymentMethod,
        message: input.message,
        invitationId: invitation.id,
      },
      locked,
      outcome,
      deps,
    );
    outcome.trades.push(
      await queries.updateTrade(tx, invitation.id, { status: 'countered', respondedAt: new Date() }),
    );
    return created;
  });
}
