import { asc, inArray } from 'drizzle-orm';
import { tradeRounds } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';

/** The SQL of counter-offers: the rounds of a negotiation (the trade row carries the latest). */

export type TradeRoundRow = typeof tradeRounds.$inferSelect;

export async function insertRounds(db: Db, rows: Array<typeof tradeRounds.$inferInsert>): Promise<void> {
  await db.insert(tradeRounds).values(rows);
}

/** Each trade's rounds, oldest first. */
export async function roundsOf(db: Db, tradeIds: string[]): Promise<Map<string, TradeRoundRow[]>> {
  const found = new Map<string, TradeRoundRow[]>();
  if (tradeIds.length === 0) return found;
  const rows = await db
    .select()
    .from(tradeRounds)
    .where(inArray(tradeRounds.tradeId, tradeIds))
    .orderBy(asc(tradeRounds.tradeId), asc(tradeRounds.round));
  for (const row of rows) found.set(row.tradeId, [...(found.get(row.tradeId) ?? []), row]);
  return found;
}
