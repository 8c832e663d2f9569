import {
  CIRCLE_TEXTS,
  INSUFFICIENT_FUNDS_MESSAGE,
  paymentOptions,
  splitPayment,
  TRADE_CHANGED_EVENT,
  TRADE_MESSAGES,
  TRADE_UPDATED_EVENT,
  tradeTopic,
  type TradeChangedEvent,
  type MemberCard,
  type TradeEvent,
  type TradePaymentMethod,
  type TradeSide,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Realtime, RealtimeEvent } from '../../platform/realtime/index.ts';
import { type ItemAuctionGuard, type ItemRow } from '../items/index.ts';
import { memberCardsByIds } from '../profiles/index.ts';
import { isUuid } from '../../platform/pagination.ts';
import {
  createNotification,
  publishCreated,
  userTopic,
  type CreatedNotification,
  type NewNotification,
} from '../notifications/index.ts';
import { getNotificationChannels } from '../settings/index.ts';
import { hold, memberBalances, releaseHold, type Hold } from '../wallet/index.ts';
import * as queries from './queries.ts';
import type { TradeMessageRow, TradeRow } from './queries.ts';

/**
 * What the swap circles module tells trades (docs/product/swap-circles.md), given by createApp since circles build on
 * trades: items reserved for a circle are neither offered nor traded away; items that change hands in a trade make
 * the open circles holding them fall through. Both run in the trade's transaction, its items locked.
 */
export interface SwapCircleHooks {
  reservedAmong(tx: Db, itemIds: string[]): Promise<string[]>;
  itemsTaken(tx: Db, itemIds: string[], outcome: Outcome): Promise<void>;
}

/**
 * What the handovers module does for trades (docs/product/handover.md), given by createApp since handovers build on
 * trades: in the accepting transaction, opens the accepted trade's handovers, one per direction its items go.
 */
export interface HandoverHooks {
  open(tx: Db, trade: TradeRow, outcome: Outcome): Promise<void>;
}

export interface TradesDeps {
  db: Db;
  circles?: SwapCircleHooks;
  /** Without it (a test of trades alone) an accepted trade completes as before: both confirm, or 14 days. */
  handovers?: HandoverHooks;
  /** Live selling's check (items' hook): an item up for auction is neither offered on nor traded away. */
  atAuction?: ItemAuctionGuard;
  /** Live updates, published after commit; without it (a job or a test) nothing is published. */
  realtime?: Realtime;
  logger?: Logger;
}

export const tradeNotFound = () => new AppError('NOT_FOUND', TRADE_MESSAGES.notFound);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * How the cash a member adds to a trade splits over their wallets, as the method they chose says (the builder's
 * payment step, docs/product/trades.md). Refused before any money moves: no method (400), a method their wallets
 * cannot pay that way (409), or too little money altogether (409 with `shortMessage`). Inside the caller's
 * transaction; the wallet service checks the balances again as it moves the money.
 */
export async function chosenSplit(
  tx: Db,
  payerId: string,
  method: TradePaymentMethod | null | undefined,
  amountCents: number,
  shortMessage: string,
): Promise<{ creditCents: number; cashCents: number }> {
  if (!method) throw new AppError('BAD_REQUEST', TRADE_MESSAGES.paymentMethodRequired);
  const balances = await memberBalances(tx, payerId);
  const split = splitPayment(method, amountCents, balances);
  if (split) return split;
  const short = paymentOptions(amountCents, balances).shortfallCents > 0;
  throw conflict(short ? shortMessage : TRADE_MESSAGES.paymentMethodNotAllowed);
}

/**
 * The requester's money on hold for a trade becomes `cents` (none at 0), split as `method` says: the hold there is
 * released and the new one placed in the caller's transaction (the trade row locked), so a negotiation never holds
 * twice (docs/product/trades.md, "Counter-offers"). Answers the new hold's id, null without cash.
 */
export async function replaceRequesterHold(
  tx: Db,
  trade: TradeRow,
  change: { cents: number; method: TradePaymentMethod | undefined; idempotencyKey: string },
): Promise<string | null> {
  if (trade.holdId) await releaseHold(tx, trade.holdId);
  if (change.cents <= 0) return null;
  const split = await chosenSplit(
    tx,
    trade.requesterId,
    change.method,
    change.cents,
    INSUFFICIENT_FUNDS_MESSAGE,
  );
  const held = await hold(tx, {
    userId: trade.requesterId,
    ...split,
    idempotencyKey: change.idempotencyKey,
    reference: `trade:${trade.id}`,
  });
  return held.id;
}

/** Which side of the trade a party is on. */
export const sideOf = (trade: Pick<TradeRow, 'requesterId'>, userId: string): TradeSide =>
  trade.requesterId === userId ? 'requester' : 'owner';

/**
 * Items a swap circle has reserved, or that are up for auction, cannot change hands (409 in their own words). In the
 * caller's transaction, the items locked.
 */
export async function assertFreeToTrade(
  tx: Db,
  { circles, atAuction }: Pick<TradesDeps, 'circles' | 'atAuction'>,
  itemIds: string[],
): Promise<void> {
  if (((await circles?.reservedAmong(tx, itemIds)) ?? []).length > 0) throw conflict(CIRCLE_TEXTS.reserved);
  await atAuction?.(tx, itemIds);
}

/** What anyone can trade for or offer: listed as available and not taken out of the market. */
export const isAvailable = (item: ItemRow | undefined): item is ItemRow =>
  item !== undefined && item.isAvailable && item.status === 'available';

export const isPartyOf = (trade: Pick<TradeRow, 'requesterId' | 'ownerId'>, userId: string) =>
  trade.requesterId === userId || trade.ownerId === userId;

/** The trade, to its two parties only: to anyone else (and for malformed ids) it does not exist. */
export async function partyTrade(db: Db, userId: string, tradeId: string): Promise<TradeRow> {
  const trade = isUuid(tradeId) ? await queries.findTrade(db, tradeId) : undefined;
  if (!trade || !isPartyOf(trade, userId)) throw tradeNotFound();
  return trade;
}

/**
 * Rows a transaction already has that the view of its answer (view.ts) would read again: the view takes them instead.
 * Only rows the transaction does not change afterwards (an offer's items, a hold as placed or released, the cards).
 */
export interface KnownParts {
  items: Map<string, ItemRow>;
  cards: Map<string, MemberCard>;
  holds: Map<string, Hold>;
  /** A trade just written: its offered items in order, and no message yet. */
  offered: Map<string, string[]>;
  lastMessages: Map<string, TradeMessageRow | null>;
}

/** What a transaction changed, to publish once it has committed, and what it read on the way. */
export interface Outcome {
  trades: TradeRow[];
  notifications: Array<CreatedNotification | undefined>;
  known: KnownParts;
}

export const emptyOutcome = (): Outcome => ({
  trades: [],
  notifications: [],
  known: {
    items: new Map(),
    cards: new Map(),
    holds: new Map(),
    offered: new Map(),
    lastMessages: new Map(),
  },
});

/** A trade notification, unless the member turned Trade Updates off (Settings). */
export async function notifyTradeUpdate(db: Db, outcome: Outcome, input: NewNotification): Promise<void> {
  if (!(await getNotificationChannels(db, input.userId)).tradeUpdates) return;
  outcome.notifications.push(await createNotification(db, input));
}

async function publish(deps: TradesDeps, topic: string, event: RealtimeEvent): Promise<void> {
  if (!deps.realtime) return;
  try {
    await deps.realtime.publish(topic, event);
  } catch (error) {
    // The change has committed; clients refetch when they reconnect.
    deps.logger?.error({ err: error, topic, event: event.type }, 'could not publish a trade event');
  }
}

export async function publishTradeEvent(deps: TradesDeps, tradeId: string, event: TradeEvent): Promise<void> {
  await publish(deps, tradeTopic(tradeId), event);
}

/** After commit: each changed trade on its own topic and on both parties' topics, then the notifications. */
export async function publishOutcome(deps: TradesDeps, outcome: Outcome): Promise<void> {
  for (const trade of outcome.trades) {
    const data = { tradeId: trade.id, status: trade.status };
    await publishTradeEvent(deps, trade.id, { type: TRADE_UPDATED_EVENT, data });
    const changed: TradeChangedEvent = { type: TRADE_CHANGED_EVENT, data };
    await publish(deps, userTopic(trade.requesterId), changed);
    await publish(deps, userTopic(trade.ownerId), changed);
  }
  await publishCreated(deps, outcome.notifications);
}

/** The name a notification uses for a member. */
const nameOf = (card: MemberCard | undefined) => card?.fullName || card?.username || 'A member';

export async function displayNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const parties = await memberCardsByIds(db, ids);
  return new Map(ids.map((id) => [id, nameOf(parties.get(id))]));
}

/** `displayNames` of a trade's party, reading both parties' cards once and keeping them for the answer's view. */
export async function partyName(
  tx: Db,
  outcome: Outcome,
  parties: Pick<TradeRow, 'requesterId' | 'ownerId'>,
  id: string,
): Promise<string> {
  const cards = await memberCardsByIds(tx, [parties.requesterId, parties.ownerId]);
  for (const [memberId, card] of cards) outcome.known.cards.set(memberId, card);
  return nameOf(cards.get(id));
}
