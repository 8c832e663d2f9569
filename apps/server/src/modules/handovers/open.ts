import type { Db } from '../../platform/db.ts';
import { enqueue } from '../../platform/jobs/index.ts';
import type { HandoverHooks, Outcome } from '../trades/index.ts';
import { autoCancelJob, overdueJob, releaseJob } from './jobs.ts';
import * as addresses from './queries/addresses.ts';
import { insertHandovers, tradedSides, type HandoverInsert } from './queries/handovers.ts';
import { autoCancelAtOf, awaitsShipping, releaseAtOf, shipByOf } from './view.ts';
import { toHandoverAddress } from './addresses.ts';
import type { HandoverRow } from './queries/handovers.ts';

/**
 * Opening an accepted trade's handovers (the trades module's hook, in the accepting transaction): one per side of its
 * agreed items, the owner's going to the requester and the requester's to the owner. A side its listings let go only
 * one way starts there: a meetup at 'arranging'; shipping at 'awaiting_shipment' when the receiver has a default
 * address (else 'choosing', which asks them for one). Both ways: the receiver chooses, unless they chose at checkout
 * (trades.delivery, with its postage). The deadlines' jobs are written here too.
 */
export const handoverHooks: HandoverHooks = {
  async open(tx: Db, trade: Parameters<HandoverHooks['open']>[1], _outcome: Outcome): Promise<void> {
    const acceptedAt = trade.respondedAt ?? new Date();
    const rows: HandoverInsert[] = [];
    for (const side of await tradedSides(tx, trade.id)) {
      const [giverId, receiverId] =
        side.side === 'wanted' ? [trade.ownerId, trade.requesterId] : [trade.requesterId, trade.ownerId];
      const base = {
        tradeId: trade.id,
        side: side.side,
        giverId,
        receiverId,
        titles: side.titles,
        acceptedAt,
      };
      // Bought at checkout with a way chosen (and its postage paid): that way only.
      const chosen = side.side === 'wanted' ? trade.delivery : null;
      const offered = chosen
        ? { ships: chosen === 'ship', meetsUp: chosen === 'meetup' }
        : { ships: side.ships, meetsUp: side.meetsUp };
      if (offered.ships && offered.meetsUp) {
        rows.push({ ...base, ...offered, state: 'choosing' });
      } else if (offered.meetsUp) {
        rows.push({ ...base, ...offered, method: 'meetup', state: 'arranging' });
      } else {
        const home = await addresses.defaultAddressOf(tx, receiverId);
        rows.push(
          home
            ? {
                ...base,
                ...offered,
                method: 'ship',
                state: 'awaiting_shipment',
                address: toHandoverAddress(home),
              }
            : { ...base, ...offered, state: 'choosing' },
        );
      }
    }
    const inserted = await insertHandovers(tx, rows);
    await scheduleDeadlines(tx, trade.id, inserted);
  },
};

/** The jobs of the deadlines the handovers start with: ship-by and auto-cancel where they may ship, a meetup's release. */
async function scheduleDeadlines(tx: Db, tradeId: string, rows: HandoverRow[]): Promise<void> {
  const shipping = rows.filter(awaitsShipping);
  for (const row of shipping) {
    await enqueue(
      tx,
      overdueJob,
      { handoverId: row.id },
      { runAt: shipByOf(row), dedupeKey: `handover.overdue:${row.id}` },
    );
  }
  if (shipping.length > 0) {
    await enqueue(
      tx,
      autoCancelJob,
      { tradeId },
      { runAt: autoCancelAtOf(shipping[0]!), dedupeKey: `handover.auto_cancel:${tradeId}` },
    );
  }
  for (const row of rows) await scheduleRelease(tx, row);
}

/** The job that counts a handover received when its release date comes (one per state it is in). */
export async function scheduleRelease(tx: Db, row: HandoverRow): Promise<void> {
  const runAt = releaseAtOf(row);
  if (!runAt) return;
  await enqueue(
    tx,
    releaseJob,
    { handoverId: row.id },
    { runAt, dedupeKey: `handover.release:${row.id}:${row.state}` },
  );
}
