import { addressLines, CARRIERS } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { displayNames } from '../trades/index.ts';
import * as queries from './queries/handovers.ts';
import { meetupTime } from './texts.ts';

/**
 * A trade's handovers as dated events, for staff deciding its dispute (docs/product/disputes.md): what went where,
 * how, the address and tracking number of a shipment, a meetup agreed, a no-show, a delivery, a receipt.
 */
export async function handoverTimeline(db: Db, tradeId: string): Promise<Array<{ at: Date; event: string }>> {
  const rows = await queries.handoversOf(db, tradeId);
  const names = await displayNames(
    db,
    rows.flatMap((row) => [row.giverId, row.receiverId]),
  );
  const events: Array<{ at: Date; event: string }> = [];
  for (const row of rows) {
    const what = `${row.titles.map((title) => `'${title}'`).join(', ')} to ${names.get(row.receiverId)}`;
    const at = (date: Date | null, event: string) => {
      if (date) events.push({ at: date, event: `${what}: ${event}` });
    };
    if (row.overdueAt) at(row.overdueAt, 'not shipped by its ship-by date');
    if (row.shippedAt && row.carrier) {
      const to = row.address ? ` to ${addressLines(row.address).join(', ')}` : '';
      at(row.shippedAt, `shipped with ${CARRIERS[row.carrier].name} (${row.trackingNumber})${to}`);
    }
    at(row.deliveredAt, 'marked delivered');
    if (row.meetupAgreedAt && row.meetupAt) {
      at(row.meetupAgreedAt, `meetup agreed for ${meetupTime(row.meetupAt)} at ${row.meetupPlace}`);
    }
    if (row.noShowReportedBy)
      at(row.updatedAt, `no-show reported by ${names.get(row.noShowReportedBy) ?? 'a member'}`);
    at(row.receivedAt, row.method === 'meetup' ? 'handed over with the code' : 'received');
    at(row.cancelledAt, 'cancelled with the trade');
  }
  return events;
}
