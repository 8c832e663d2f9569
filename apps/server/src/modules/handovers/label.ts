import { addressLines, HANDOVER_TEXTS } from '@swapyard/domain';
import type { LabelPrinter } from '../../platform/labels/index.ts';
import { displayNames } from '../trades/index.ts';
import { conflict, forbidden, memberHandover, type HandoversDeps } from './common.ts';
import * as addresses from './queries/addresses.ts';

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
  const row = await memberHandover(deps.db, userId, handoverId);
  if (row.giverId !== userId) throw forbidden(HANDOVER_TEXTS.labelNotYours);
  if (!row.address || (row.state !== 'awaiting_shipment' && row.state !== 'shipped')) {
    throw conflict(
      row.state === 'choosing' ? HANDOVER_TEXTS.noAddressYet : HANDOVER_TEXTS.notAwaitingShipment,
    );
  }
  const home = await addresses.defaultAddressOf(deps.db, userId);
  const from = home ? addressLines(home) : [(await displayNames(deps.db, [userId])).get(userId)!];
  const orderNumber = orderNumberOf(row.id);
  const pdf = await deps.labels.render({
    orderNumber,
    from,
    to: addressLines(row.address),
    itemTitles: row.titles,
    createdAt: new Date(),
  });
  return { pdf, fileName: `swapyard-label-${orderNumber}.pdf` };
}
