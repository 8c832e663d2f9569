import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { BundleTier } from '@swapyard/domain';
import { bundleDiscounts, bundleItems, items, tradeBundleItems } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import { itemColumns, type ItemRow } from '../../items/index.ts';

/** The SQL of bundles: a buyer's bundle items, sellers' discounts, and the items of a bundle bought. */

export async function addBundleItem(db: Db, buyerId: string, itemId: string): Promise<void> {
  await db.insert(bundleItems).values({ buyerId, itemId }).onConflictDoNothing();
}

export async function removeBundleItems(db: Db, buyerId: string, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .delete(bundleItems)
    .where(and(eq(bundleItems.buyerId, buyerId), inArray(bundleItems.itemId, itemIds)));
}

/** The buyer's bundle items with the items as they are now, the most recently added first. */
export function bundleItemRows(db: Db, buyerId: string): Promise<ItemRow[]> {
  return db
    .select(itemColumns)
    .from(bundleItems)
    .innerJoin(items, eq(items.id, bundleItems.itemId))
    .where(eq(bundleItems.buyerId, buyerId))
    .orderBy(desc(bundleItems.createdAt), asc(items.id));
}

/** Each seller's discounts, fewest items first. */
export async function discountsOf(db: Db, sellerIds: string[]): Promise<Map<string, BundleTier[]>> {
  const found = new Map<string, BundleTier[]>();
  if (sellerIds.length === 0) return found;
  const rows = await db
    .select()
    .from(bundleDiscounts)
    .where(inArray(bundleDiscounts.sellerId, sellerIds))
    .orderBy(asc(bundleDiscounts.sellerId), asc(bundleDiscounts.minItems));
  for (const row of rows) {
    found.set(row.sellerId, [
      ...(found.get(row.sellerId) ?? []),
      { minItems: row.minItems, percent: row.percent },
    ]);
  }
  return found;
}

export async function replaceDiscounts(db: Db, sellerId: string, tiers: BundleTier[]): Promise<void> {
  await db.delete(bundleDiscounts).where(eq(bundleDiscounts.sellerId, sellerId));
  if (tiers.length > 0) await db.insert(bundleDiscounts).values(tiers.map((tier) => ({ sellerId, ...tier })));
}

export async function insertTradeBundleItems(
  db: Db,
  tradeId: string,
  bought: Array<{ itemId: string; priceCents: number }>,
): Promise<void> {
  await db.insert(tradeBundleItems).values(bought.map((row, position) => ({ tradeId, position, ...row })));
}

/** The items of several bundle trades, in the order bought. */
export async function bundleItemIdsOf(db: Db, tradeIds: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (tradeIds.length === 0) return found;
  const rows = await db
    .select({ tradeId: tradeBundleItems.tradeId, itemId: tradeBundleItems.itemId })
    .from(tradeBundleItems)
    .where(inArray(tradeBundleItems.tradeId, tradeIds))
    .orderBy(asc(tradeBundleItems.tradeId), asc(tradeBundleItems.position));
  for (const row of rows) found.set(row.tradeId, [...(found.get(row.tradeId) ?? []), row.itemId]);
  return found;
}
