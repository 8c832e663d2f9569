import {
  AUTO_CANCEL_MS,
  CARRIERS,
  HANDOVER_CODE_TRIES,
  PROTECTION_MS,
  SHIP_WITHIN_MS,
  SHIPPED_RECEIVED_AFTER_MS,
  trackingUrlOf,
  type Handover,
  type HandoverMethod,
} from '@swapyard/domain';
import type { HandoverRow } from './queries/handovers.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The deadlines of one handover (docs/product/handover.md), from its row as it stands. */

const after = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** Until it is shipped, a handover that may ship has to be by then; after it the receiver may cancel. */
export const shipByOf = (row: HandoverRow) => after(row.acceptedAt, SHIP_WITHIN_MS);
export const autoCancelAtOf = (row: HandoverRow) => after(row.acceptedAt, AUTO_CANCEL_MS);

/** Still to be shipped: chosen shipping and not sent, or not chosen yet where shipping is possible. */
export const awaitsShipping = (row: HandoverRow) =>
  row.state === 'awaiting_shipment' || (row.state === 'choosing' && row.ships);

/** Something of it has left the giver: what makes a trade no longer cancellable for lateness. */
export const hasMoved = (row: HandoverRow) =>
  row.state === 'shipped' || row.state === 'delivered' || row.state === 'received';

/**
 * When it counts as received on its own, unless a problem is reported: 2 days after delivery, 14 after shipping
 * when never marked delivered. Null in any other state (a meetup is received only with its handover code).
 */
export function releaseAtOf(row: HandoverRow): Date | null {
  if (row.state === 'delivered') return after(row.deliveredAt!, PROTECTION_MS);
  if (row.state === 'shipped') return after(row.shippedAt!, SHIPPED_RECEIVED_AFTER_MS);
  return null;
}

const meetupOf = (row: HandoverRow): Handover['meetup'] =>
  row.meetupAt && row.meetupPlace
    ? {
        at: row.meetupAt.toISOString(),
        place: row.meetupPlace,
        proposedBy: row.meetupProposedBy ?? '',
        agreedAt: iso(row.meetupAgreedAt),
        cancelAskedBy: row.meetupCancelAskedBy,
        noShowReportedBy: row.noShowReportedBy,
      }
    : null;

/** The handover as one of its two members sees it (anyone else never gets here). */
export function toHandover(row: HandoverRow, viewerId: string): Handover {
  const methods: HandoverMethod[] = [
    ...(row.ships ? ['ship' as const] : []),
    ...(row.meetsUp ? ['meetup' as const] : []),
  ];
  const shipping = awaitsShipping(row);
  return {
    id: row.id,
    tradeId: row.tradeId,
    role: row.giverId === viewerId ? 'giver' : 'receiver',
    giverId: row.giverId,
    receiverId: row.receiverId,
    itemTitles: row.titles,
    methods,
    method: row.method,
    state: row.state,
    address: row.address ?? null,
    shipBy: shipping ? shipByOf(row).toISOString() : null,
    autoCancelAt: shipping ? autoCancelAtOf(row).toISOString() : null,
    carrier: row.carrier,
    carrierName: row.carrier ? CARRIERS[row.carrier].name : null,
    trackingNumber: row.trackingNumber,
    trackingUrl:
      row.carrier && row.trackingNumber ? (trackingUrlOf(row.carrier, row.trackingNumber) ?? null) : null,
    labelBought: row.shipmentId !== null,
    trackingStatus: row.trackingStatus,
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    releaseAt: iso(releaseAtOf(row)),
    receivedAt: iso(row.receivedAt),
    cancelledAt: iso(row.cancelledAt),
    meetup: meetupOf(row),
    // The code is the receiver's to show: the giver learns it only from their screen, at the meetup.
    handoverCode: row.state === 'meetup_agreed' && row.receiverId === viewerId ? row.handoverCode : null,
    codeTriesLeft: row.state === 'meetup_agreed' ? HANDOVER_CODE_TRIES - row.codeAttempts : null,
  };
}
