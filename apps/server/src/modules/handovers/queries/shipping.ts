import { eq } from 'drizzle-orm';
import { shippingEvents, shippingLabels, tradeHandovers } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import type { HandoverRow } from './handovers.ts';

/** A bought label and its tracking (docs/product/handover.md "Shipping"): what the shipping API sold and told us. */

export async function insertBoughtLabel(
  db: Db,
  label: { handoverId: string; shipmentId: string; pdf: Uint8Array; costCents: number },
): Promise<void> {
  await db
    .insert(shippingLabels)
    .values({ ...label, pdf: Buffer.from(label.pdf) })
    .onConflictDoNothing();
}

export async function boughtLabelPdf(db: Db, handoverId: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: shippingLabels.pdf })
    .from(shippingLabels)
    .where(eq(shippingLabels.handoverId, handoverId));
  return row?.pdf;
}

export async function handoverOfShipment(db: Db, shipmentId: string): Promise<HandoverRow | undefined> {
  const [row] = await db.select().from(tradeHandovers).where(eq(tradeHandovers.shipmentId, shipmentId));
  return row;
}

/** Records a tracking event by its id: false when it was recorded before (the API delivered it again). */
export async function recordShippingEvent(
  db: Db,
  event: { eventId: string; shipmentId: string | null; status: string; occurredAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(shippingEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: shippingEvents.eventId });
  return inserted.length > 0;
}
