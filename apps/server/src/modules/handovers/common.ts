import { HANDOVER_TEXTS } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { isUuid } from '../../platform/pagination.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import type { ShippingApi } from '../../platform/shipping/index.ts';
import {
  displayNames,
  emptyOutcome,
  publishOutcome,
  publishTradeChanged,
  tradeHandedOver,
  type Outcome,
} from '../trades/index.ts';
import * as queries from './queries/handovers.ts';
import type { HandoverRow } from './queries/handovers.ts';

export interface HandoversDeps {
  db: Db;
  realtime?: Realtime;
  logger?: Logger;
  /** Sells carriers' labels and posts their tracking (SHIPPING_*); without it labels are printed here. */
  shippingApi?: ShippingApi;
}

export const handoverNotFound = () => new AppError('NOT_FOUND', HANDOVER_TEXTS.notFound);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** One handover and its trade's others, locked in id order (every handover transition takes them so). */
export interface LockedHandover {
  row: HandoverRow;
  all: HandoverRow[];
}

/** A handover, to its two members only: to anyone else (and for a malformed id) it does not exist. */
export async function memberHandover(db: Db, userId: string, handoverId: string): Promise<HandoverRow> {
  const row = isUuid(handoverId) ? await queries.findHandover(db, handoverId) : undefined;
  if (!row || (row.giverId !== userId && row.receiverId !== userId)) throw handoverNotFound();
  return row;
}

/** The name a notification or a calendar event gives a member. */
export async function nameOf(db: Db, userId: string): Promise<string> {
  return (await displayNames(db, [userId])).get(userId)!;
}

/**
 * Runs a change to one handover in a transaction, its trade's handovers locked first (then, in the trades module,
 * the trade row): to its two members only (404 to anyone else). After commit the trade's members hear that it
 * changed. Answers what `run` answers.
 */
export async function changeHandover<T>(
  deps: HandoversDeps,
  userId: string,
  handoverId: string,
  run: (tx: Db, locked: LockedHandover, outcome: Outcome) => Promise<T>,
): Promise<T> {
  const seen = await memberHandover(deps.db, userId, handoverId);
  const outcome = emptyOutcome();
  const result = await deps.db.transaction(async (tx) => {
    const all = await queries.lockHandoversOf(tx, seen.tradeId);
    return run(tx, { row: all.find((row) => row.id === seen.id)!, all }, outcome);
  });
  await publishOutcome(deps, outcome);
  await publishTradeChanged(deps, seen.tradeId);
  return result;
}

/** The handover is received; the trade's last one completes the trade (and pays its money) in the same transaction. */
export async function markReceived(
  tx: Db,
  locked: LockedHandover,
  outcome: Outcome,
  at = new Date(),
): Promise<HandoverRow> {
  const received = await queries.updateHandover(tx, locked.row.id, { state: 'received', receivedAt: at });
  const others = locked.all.filter((row) => row.id !== locked.row.id);
  if (others.every((row) => row.state === 'received')) await tradeHandedOver(tx, received.tradeId, outcome);
  return received;
}
