import { AppError } from '../../platform/errors.ts';
import {
  isNewer,
  WebhookPayloadError,
  WebhookSignatureError,
  type TrackingEvent,
} from '../../platform/shipping/index.ts';
import { emptyOutcome, notifyTradeUpdate, publishOutcome, publishTradeChanged } from '../trades/index.ts';
import { nameOf, type HandoversDeps } from './common.ts';
import * as queries from './queries/handovers.ts';
import { handoverOfShipment, recordShippingEvent } from './queries/shipping.ts';
import { carrierDeliveredNotification } from './texts.ts';
import { markDelivered } from './transitions.ts';

/**
 * POST /api/webhooks/shipping (docs/product/handover.md "Shipping"): the shipping API's tracking events for labels
 * bought here. Verified against the webhook secret (401 otherwise). The API delivers each event at least once and in
 * no particular order: an event id seen before changes nothing, nor does a status no later than the one recorded.
 * 'delivered' marks a shipped handover delivered, as the receiver's 'I have received it' does, and the protection
 * window starts. Events for shipments not ours, or of kinds we do not use, are acknowledged and dropped, so the API
 * stops sending them.
 */
export async function receiveTrackingEvent(
  deps: HandoversDeps,
  rawBody: string,
  headers: Headers,
): Promise<{ received: true }> {
  if (!deps.shippingApi) throw new AppError('NOT_FOUND', 'Not found');
  const event = readEvent(deps, rawBody, headers);
  const seen = event?.shipmentId ? await handoverOfShipment(deps.db, event.shipmentId) : undefined;
  if (!event || !seen) return { received: true };
  const outcome = emptyOutcome();
  await deps.db.transaction(async (tx) => {
    // The trade's handovers locked first, as every handover change takes them (common.ts).
    const row = (await queries.lockHandoversOf(tx, seen.tradeId)).find((each) => each.id === seen.id)!;
    const fresh = await recordShippingEvent(tx, {
      eventId: event.eventId,
      shipmentId: event.shipmentId,
      status: event.status,
      occurredAt: event.occurredAt,
    });
    if (!fresh || !isNewer(row.trackingStatus, event.status)) return;
    const tracked = await queries.updateHandover(tx, row.id, { trackingStatus: event.status });
    if (event.status === 'delivered' && row.state === 'shipped') {
      await markDelivered(tx, tracked, outcome, await nameOf(tx, row.receiverId));
      await notifyTradeUpdate(
        tx,
        outcome,
        carrierDeliveredNotification(row.receiverId, row.tradeId, row.titles),
      );
    }
  });
  await publishOutcome(deps, outcome);
  await publishTradeChanged(deps, seen.tradeId);
  return { received: true };
}

/** The event, or undefined for one we do not use; a bad signature is refused. */
function readEvent(deps: HandoversDeps, rawBody: string, headers: Headers): TrackingEvent | undefined {
  try {
    return deps.shippingApi!.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new AppError('UNAUTHENTICATED', 'The webhook signature does not match');
    }
    if (error instanceof WebhookPayloadError) return undefined;
    throw error;
  }
}
