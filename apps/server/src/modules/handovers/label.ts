import { addressLines, HANDOVER_TEXTS } from '@swapyard/domain';
import type { LabelPrinter } from '../../platform/labels/index.ts';
import { displayNames } from '../trades/index.ts';
import { conflict, forbidden, memberHandover, type HandoversDeps } from './common.ts';
import * as addresses from './queries/addresses.ts';
import type { HandoverRow } from './queries/handovers.ts';
import { boughtLabelPdf } from './queries/shipping.ts';
import type { HandoverAddress } from '../../db/schema/index.ts';

/** Ours, printed on the label and in its barcode: short enough to read out, unique enough for one member's orders. */
export const orderNumberOf = (handoverId: string) =>
  `SY-${handoverId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/**
 * GET /api/handovers/{id}/label: the embedded label (docs/product/handover.md "Shipping"), to the giver only (it
 * carries the receiver's address), while it waits to be shipped or after (a reprint). From: the giver's default
 * address, or their name alone when their book is empty.
 */
export async function shippingLabel(
  deps: HandoversDeps & { labels: LabelPrinter },
  userId: string,
  handoverId: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const row = labelledHandover(await memberHandover(deps.db, userId, handoverId), userId);
  const orderNumber = orderNumberOf(row.id);
  const fileName = `swapyard-label-${orderNumber}.pdf`;
  // Bought from the carrier (carrier-labels.ts): its own label, as sold.
  const bought = row.shipmentId ? await boughtLabelPdf(deps.db, row.id) : undefined;
  if (bought) return { pdf: bought, fileName };
  const home = await addresses.defaultAddressOf(deps.db, userId);
  const from = home ? addressLines(home) : [(await displayNames(deps.db, [userId])).get(userId)!];
  const pdf = await deps.labels.render({
    orderNumber,
    from,
    to: addressLines(row.address),
    itemTitles: row.titles,
    createdAt: new Date(),
  });
  return { pdf, fileName };
}

/** The handover, if this member may have its label now: its giver, once it has an address, until it is delivered. */
export function labelledHandover(
  row: HandoverRow,
  userId: string,
): HandoverRow & { address: HandoverAddress } {
  if (row.giverId !== userId) throw forbidden(HANDOVER_TEXTS.labelNotYours);
  if (!row.address || (row.state !== 'awaiting_shipment' && row.state !== 'shipped')) {
    throw conflict(
      row.state === 'choosing' ? HANDOVER_TEXTS.noAddressYet : HANDOVER_TEXTS.notAwaitingShipment,
    );
  }
  return row as HandoverRow & { address: HandoverAddress };
}
