import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ClosetSort, ItemStatus } from '@swapyard/domain';
import { items, profiles } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { KeyedPosition } from '../../platform/pagination.ts';
import { itemColumns, ownerColumns, type ItemWithOwner } from '../items/index.ts';

/** Which of a member's items a closet shows. */
export interface ClosetFilter {
  userId: string;
  /** Others see only what anyone may browse: available, public, is_available. The owner sees everything. */
  listedOnly: boolean;
  category?: string;
  /** The owner's status filter. */
  status?: ItemStatus;
}

/** Position in a closet list: the last row of the previous page, in the sort's own key. */
export type ClosetPosition = KeyedPosition;

function conditions(filter: ClosetFilter): SQL[] {
  const where: SQL[] = [eq(items.userId, filter.userId)];
  if (filter.listedOnly) {
    where.push(eq(items.isAvailable, true), eq(items.status, 'available'), eq(items.visibility, 'public'));
  }
  if (filter.category) where.push(eq(items.category, filter.category));
  if (filter.status) where.push(eq(items.status, filter.status));
  return where;
}

// Values are at most 1,000,000 dollars (100,000,000 cents), so these sentinels sort after every real value.
const NO_VALUE_LOW = -1;
const NO_VALUE_HIGH = 2_147_483_647;

/**
 * Every sort is "key descending, then newest first, then id": one direction for all three columns lets a single
 * row comparison be the keyset condition, with no skips or repeats across pages. Items without a value come last
 * in both price sorts (a sentinel instead of NULL keeps the key comparable).
 */
export const sortKey: Record<ClosetSort, SQL<number>> = {
  newest: sql<number>`0::bigint`,
  price_desc: sql<number>`coalesce(${items.valueCents}, ${sql.raw(String(NO_VALUE_LOW))})::bigint`,
  price_asc: sql<number>`(-coalesce(${items.valueCents}, ${sql.raw(String(NO_VALUE_HIGH))}))::bigint`,
  most_liked: sql<number>`${items.likesCount}::bigint`,
};

export type ClosetItemRow = ItemWithOwner & { key: number };

export async function listClosetItems(
  db: Db,
  filter: ClosetFilter,
  sort: ClosetSort,
  page: { limit: number; after?: ClosetPosition },
): Promise<ClosetItemRow[]> {
  const key = sortKey[sort];
  const where = conditions(filter);
  if (page.after) {
    where.push(
      sql`(${key}, ${items.createdAt}, ${items.id}) < (${page.after.key}::bigint, ${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({ item: itemColumns, owner: ownerColumns, key: sql<string>`${key}`.as('sort_key') })
    .from(items)
    .innerJoin(profiles, eq(profiles.id, items.userId))
    .where(and(...where))
    .orderBy(desc(key), desc(items.createdAt), desc(items.id))
    .limit(page.limit);
  // bigint arrives as a string from the driver.
  return rows.map((row) => ({ ...row, key: Number(row.key) }));
}

export interface ClosetTotals {
  category: string;
  itemCount: number;
  totalValueCents: number;
}

/** Per category of the member's items the reader may see: how many and their summed value in cents. */
export async function closetTotals(db: Db, filter: ClosetFilter): Promise<ClosetTotals[]> {
  const rows = await db
    .select({
      category: items.category,
      itemCount: count(),
      totalValueCents: sql<string>`coalesce(sum(${items.valueCents}), 0)`,
    })
    .from(items)
    .where(and(...conditions(filter)))
    .groupBy(items.category);
  return rows.map((row) => ({ ...row, totalValueCents: Number(row.totalValueCents) }));
}
