import {
  deadlineDay,
  HANDOVER_TEXTS,
  normaliseTrackingNumber,
  type CarrierId,
  type ChooseHandoverInput,
  type Handover,
  type ShipmentInput,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { cancelExchange, notifyTradeUpdate, partyTrade, type Outcome } from '../trades/index.ts';
import { ownAddress, toHandoverAddress } from './addresses.ts';
import {
  changeHandover,
  conflict,
  forbidden,
  markReceived,
  nameOf,
  type HandoversDeps,
  type LockedHandover,
} from './common.ts';
import { scheduleRelease } from './open.ts';
import * as queries from './queries/handovers.ts';
import {
  deliveredNotification,
  meetupChosenNotification,
  shippedNotification,
  shippingChosenNotification,
} from './texts.ts';
import { awaitsShipping, hasMoved, shipByOf, toHandover } from './view.ts';

/**
 * A handover's steps (docs/product/handover.md): the receiver chooses how, the giver ships, the receiver has it and
 * says all is well, or cancels what was not shipped in time. Each is a move from the state seen under the lock.
 */

const answer = (userId: string) => (row: queries.HandoverRow) => toHandover(row, userId);

/** GET /api/trades/{tradeId}/handovers, to the trade's two members. */
export async function handoversOfTrade(deps: HandoversDeps, userId: string, tradeId: string) {
  await partyTrade(deps.db, userId, tradeId);
  const rows = await queries.handoversOf(deps.db, tradeId);
  return { handovers: rows.map(answer(userId)), buysLabels: deps.shippingApi !== undefined };
}

export function chooseHandover(
  deps: HandoversDeps,
  userId: string,
  handoverId: string,
  input: ChooseHandoverInput,
): Promise<Handover> {
  return changeHandover(deps, userId, handoverId, async (tx, { row }, outcome) => {
    if (row.receiverId !== userId) throw forbidden(HANDOVER_TEXTS.onlyReceiverChooses);
    if (row.state !== 'choosing') throw conflict(HANDOVER_TEXTS.alreadyChosen);
    if (input.method === 'ship' ? !row.ships : !row.meetsUp) throw conflict(HANDOVER_TEXTS.methodNotOffered);
    const receiverName = await nameOf(tx, userId);
    let chosen: queries.HandoverRow;
    if (input.method === 'ship') {
      const address = await ownAddress(tx, userId, input.addressId!);
      chosen = await queries.updateHandover(tx, row.id, {
        method: 'ship',
        state: 'awaiting_shipment',
        address: toHandoverAddress(address),
      });
      await notifyTradeUpdate(
        tx,
        outcome,
        shippingChosenNotification(row.giverId, row.tradeId, {
          receiverName,
          titles: row.titles,
          shipBy: shipByOf(row),
        }),
      );
    } else {
      chosen = await queries.updateHandover(tx, row.id, { method: 'meetup', state: 'arranging' });
      await notifyTradeUpdate(
        tx,
        outcome,
        meetupChosenNotification(row.giverId, row.tradeId, { receiverName, titles: row.titles }),
      );
    }
    return toHandover(chosen, userId);
  });
}

export function shipHandover(
  deps: HandoversDeps,
  userId: string,
  handoverId: string,
  input: ShipmentInput,
): Promise<Handover> {
  return changeHandover(deps, userId, handoverId, async (tx, { row }, outcome) => {
    if (row.giverId !== userId) throw forbidden(HANDOVER_TEXTS.onlyGiverShips);
    if (row.state === 'choosing') throw conflict(HANDOVER_TEXTS.noAddressYet);
    if (row.state !== 'awaiting_shipment') throw conflict(HANDOVER_TEXTS.notAwaitingShipment);
    const shipment = {
      carrier: input.carrier,
      trackingNumber: normaliseTrackingNumber(input.trackingNumber),
    };
    return toHandover(await markShipped(tx, row, outcome, shipment), userId);
  });
}

/**
 * Shipped, with the carrier's tracking number the giver entered or a bought label came with: the 14-day release
 * starts and the receiver is told.
 */
export async function markShipped(
  tx: Db,
  row: queries.HandoverRow,
  outcome: Outcome,
  shipment: Pick<queries.HandoverChanges, 'shipmentId' | 'trackingStatus'> & {
    carrier: CarrierId;
    trackingNumber: string;
  },
): Promise<queries.HandoverRow> {
  const shipped = await queries.updateHandover(tx, row.id, {
    ...shipment,
    state: 'shipped',
    shippedAt: new Date(),
  });
  await scheduleRelease(tx, shipped);
  await notifyTradeUpdate(
    tx,
    outcome,
    shippedNotification(row.receiverId, row.tradeId, {
      giverName: await nameOf(tx, row.giverId),
      titles: row.titles,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
    }),
  );
  return shipped;
}

/** 'I have received it': delivered; released PROTECTION_DAYS later unless a problem is reported first. */
export function receiveHandover(deps: HandoversDeps, userId: string, handoverId: string): Promise<Handover> {
  return changeHandover(deps, userId, handoverId, async (tx, { row }, outcome) => {
    if (row.receiverId !== userId) throw forbidden(HANDOVER_TEXTS.onlyReceiverConfirms);
    if (row.state !== 'shipped') throw conflict(HANDOVER_TEXTS.notShipped);
    const delivered = await markDelivered(tx, row, outcome, await nameOf(tx, userId));
    return toHandover(delivered, userId);
  });
}

/** Delivered (the receiver said so, or a carrier's tracking will): the protection window starts. */
export async function markDelivered(
  tx: Db,
  row: queries.HandoverRow,
  outcome: Outcome,
  receiverName: string,
): Promise<queries.HandoverRow> {
  const delivered = await queries.updateHandover(tx, row.id, { state: 'delivered', deliveredAt: new Date() });
  await scheduleRelease(tx, delivered);
  await notifyTradeUpdate(
    tx,
    outcome,
    deliveredNotification(row.giverId, row.tradeId, { receiverName, titles: row.titles }),
  );
  return delivered;
}

/**
 * 'Everything OK': received at once, the buyer's protection waived; the last handover completes the trade. From
 * 'shipped' too (the receiver need not say it arrived first). A meetup is received with its handover code instead.
 */
export function confirmHandover(deps: HandoversDeps, userId: string, handoverId: string): Promise<Handover> {
  return changeHandover(deps, userId, handoverId, async (tx, locked, outcome) => {
    const { row } = locked;
    if (row.receiverId !== userId) throw forbidden(HANDOVER_TEXTS.onlyReceiverConfirms);
    if (row.state !== 'delivered' && row.state !== 'shipped') {
      throw conflict(row.state === 'received' ? HANDOVER_TEXTS.closed : HANDOVER_TEXTS.notShipped);
    }
    return toHandover(await markReceived(tx, locked, outcome), userId);
  });
}

/**
 * The receiver cancels what was not shipped by its ship-by date: the whole trade is cancelled and its money returned
 * (trades' cancelExchange), unless something of it already left (then a dispute is the way).
 */
export function cancelHandover(deps: HandoversDeps, userId: string, handoverId: string): Promise<Handover> {
  return changeHandover(deps, userId, handoverId, async (tx, locked, outcome) => {
    const { row } = locked;
    if (row.receiverId !== userId) throw forbidden(HANDOVER_TEXTS.onlyReceiverCancels);
    if (!awaitsShipping(row)) throw conflict(HANDOVER_TEXTS.notAwaitingShipment);
    const shipBy = shipByOf(row);
    if (Date.now() < shipBy.getTime()) throw conflict(HANDOVER_TEXTS.notLateYet(deadlineDay(shipBy)));
    const cancelled = await cancelTradeOf(tx, locked, outcome, userId);
    return toHandover(cancelled, userId);
  });
}

/** The trade cancelled and every open handover of it with it; refused once something of it has left. */
export async function cancelTradeOf(
  tx: Db,
  locked: LockedHandover,
  outcome: Outcome,
  by: string | undefined,
): Promise<queries.HandoverRow> {
  if (locked.all.some(hasMoved)) throw conflict(HANDOVER_TEXTS.partlyHandedOver);
  await cancelExchange(tx, locked.row.tradeId, outcome, by);
  await queries.cancelHandoversOf(tx, locked.row.tradeId, new Date());
  return (await queries.findHandover(tx, locked.row.id))!;
}
