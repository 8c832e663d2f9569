import { HANDOVER_TEXTS, type Handover } from '@swapyard/domain';
import { AppError } from '../../platform/errors.ts';
import { ShippingApiError, type BoughtLabel, type ShippingApi } from '../../platform/shipping/index.ts';
import { toHandoverAddress } from './addresses.ts';
import { changeHandover, conflict, memberHandover, type HandoversDeps } from './common.ts';
import { labelledHandover, orderNumberOf } from './label.ts';
import * as addresses from './queries/addresses.ts';
import { insertBoughtLabel } from './queries/shipping.ts';
import { markShipped } from './transitions.ts';
import { toHandover } from './view.ts';

/**
 * POST /api/handovers/{id}/label (docs/product/handover.md "Shipping"): with a shipping API configured, the giver buys
 * the carrier's label instead of printing ours; it comes with its tracking number, so the handover is shipped at once
 * and the carrier's webhooks report the rest (tracking.ts). The purchase is made before the transaction (a network
 * call holds no lock) under a key of the handover, so a repeated or concurrent request buys no second label: it gets
 * the same shipment back, which the transaction then finds recorded.
 */
export async function buyCarrierLabel(
  deps: HandoversDeps,
  userId: string,
  handoverId: string,
): Promise<Handover> {
  const row = labelledHandover(await memberHandover(deps.db, userId, handoverId), userId);
  const api = deps.shippingApi;
  if (!api) throw conflict(HANDOVER_TEXTS.labelsNotSold);
  if (row.shipmentId) return toHandover(row, userId);
  if (row.state !== 'awaiting_shipment') throw conflict(HANDOVER_TEXTS.notAwaitingShipment);
  const home = await addresses.defaultAddressOf(deps.db, userId);
  if (!home) throw conflict(HANDOVER_TEXTS.fromAddressNeeded);
  const bought = await purchase(deps, api, {
    orderNumber: orderNumberOf(row.id),
    idempotencyKey: `handover-label:${row.id}`,
    from: toHandoverAddress(home),
    to: row.address,
    itemTitles: row.titles,
  });
  return changeHandover(deps, userId, handoverId, async (tx, { row: now }, outcome) => {
    if (now.shipmentId === bought.shipmentId) return toHandover(now, userId);
    if (now.state !== 'awaiting_shipment') throw conflict(HANDOVER_TEXTS.notAwaitingShipment);
    await insertBoughtLabel(tx, {
      handoverId: now.id,
      shipmentId: bought.shipmentId,
      pdf: bought.labelPdf,
      costCents: bought.postage.amountCents,
    });
    const shipped = await markShipped(tx, now, outcome, {
      carrier: bought.carrier,
      trackingNumber: bought.trackingNumber,
      shipmentId: bought.shipmentId,
      trackingStatus: 'pre_transit',
    });
    return toHandover(shipped, userId);
  });
}

/** The API's refusal, as a member reads it (503: try again, or print the label); anything else is ours to fix. */
async function purchase(
  deps: HandoversDeps,
  api: ShippingApi,
  request: Parameters<ShippingApi['buyLabel']>[0],
): Promise<BoughtLabel> {
  try {
    return await api.buyLabel(request);
  } catch (error) {
    if (!(error instanceof ShippingApiError)) throw error;
    deps.logger?.warn(
      { reason: error.reason, status: error.status, detail: error.detail },
      'label not bought',
    );
    throw new AppError('UNAVAILABLE', error.message);
  }
}
