import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@swapyard/domain';
import { items, profiles } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import type { KeyedPosition } from '../../../platform/pagination.ts';
import { itemColumns, ownerColumns } from '../../items/index.ts';
import { distanceFrom, filterConditions, locationHidden, type ResultFilters } from './filters.ts';
import { listed, matchRank, RANKED_CANDIDATES } from './words.ts';

/*
 * A page of the results page (docs/product/search.md, "Results"): listed items meeting every filter, in the chosen
 * order, after the last row of the previous page (a keyset: the order's key, then created_at and id).
 */

/** What sorts last whatever the order: no price, or no distance to show. */
const LAST = 2_147_483_647;

interface Order {
  /** The sort key (an integer), or none when the order is by created_at alone (newest first). */
  key?: SQL;
  direction: 'asc' | 'desc';
}

/** The distance to show: none without a place, or when the owner hides their location. */
function shownDistance(filters: ResultFilters): SQL<number | null> {
  const { origin } = filters;
  if (!origin) return sql<null>`null::float8`;
  return sql<number | null>`case when ${items.lat} is not null and not (${locationHidden})
    then ${distanceFrom(origin)} end`;
}

function orderOf(sort: SearchSort, filters: ResultFilters): Order {
  switch (sort) {
    case 'best': {
      const words = filters.words!;
      // Whole millionths of the rank: an exact integer for the cursor; ties fall to created_at and id.
      return {
        key: sql`round((${matchRank(words.plan, words.match, words.frequencies)}) * 1000000)::bigint`,
        direction: 'desc',
      };
    }
    case 'newest':
      return { direction: 'desc' };
    case 'price_asc':
      return { key: sql`coalesce(${items.valueCents}, ${LAST})`, direction: 'asc' };
    case 'price_desc':
      return { key: sql`coalesce(${items.valueCents}, -1)`, direction: 'desc' };
    case 'nearest':
      // Metres, so the cursor's key is exact; listings with no distance to show come last.
      return {
        key: sql`coalesce(round(${shownDistance(filters)} * 1000)::bigint, ${LAST})`,
        direction: 'asc',
      };
  }
}

/**
 * `limit` rows of the results after `after`. Best match ranks the first RANKED_CANDIDATES matches (as the search
 * dialog does) and pages through them; every other order pages through all matches, on the indexes of its key.
 */
export async function searchResults(
  tx: Db,
  sort: SearchSort,
  filters: ResultFilters,
  page: { after?: KeyedPosition; limit: number },
) {
  const order = orderOf(sort, filters);
  const conditions = [listed, ...filterConditions(filters)];
  const key = order.key ?? sql`0`;
  const comparison = order.direction === 'desc' ? sql`<` : sql`>`;
  const direction = sql.raw(order.direction);

  if (sort === 'best') {
    const candidates = tx
      .select({ id: items.id, key: sql<string>`${key}`.as('sort_key') })
      .from(items)
      .where(and(...conditions))
      .limit(RANKED_CANDIDATES)
      .as('candidates');
    const after = page.after;
    return tx
      .select({
        item: itemColumns,
        owner: ownerColumns,
        key: candidates.key,
        distanceKm: shownDistance(filters),
      })
      .from(candidates)
      .innerJoin(items, eq(items.id, candidates.id))
      .innerJoin(profiles, eq(profiles.id, items.userId))
      .where(
        after &&
          sql`(${candidates.key}, ${items.createdAt}, ${items.id}) ${comparison} (${after.key}, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      )
      .orderBy(sql`${candidates.key} ${direction}, ${items.createdAt} ${direction}, ${items.id} ${direction}`)
      .limit(page.limit);
  }

  const after = page.after;
  const position = order.key
    ? sql`(${key}, ${items.createdAt}, ${items.id})`
    : sql`(${items.createdAt}, ${items.id})`;
  const cursor = order.key
    ? sql`(${after?.key}, ${after?.createdAt.toISOString()}::timestamptz, ${after?.id}::uuid)`
    : sql`(${after?.createdAt.toISOString()}::timestamptz, ${after?.id}::uuid)`;
  return tx
    .select({
      item: itemColumns,
      owner: ownerColumns,
      key: sql<string>`${key}`,
      distanceKm: shownDistance(filters),
    })
    .from(items)
    .innerJoin(profiles, eq(profiles.id, items.userId))
    .where(and(...conditions, after && sql`${position} ${comparison} ${cursor}`))
    .orderBy(
      ...(order.key ? [sql`${key} ${direction}`] : []),
      sql`${items.createdAt} ${direction}`,
      sql`${items.id} ${direction}`,
    )
    .limit(page.limit);
}

/** How many listings meeting the filters were listed after `since`, counted up to `upTo` (a saved search's news). */
export async function countListedSince(
  tx: Db,
  filters: ResultFilters,
  since: Date,
  upTo: number,
): Promise<number> {
  const newer = tx
    .select({ one: sql`1` })
    .from(items)
    .where(
      and(
        listed,
        ...filterConditions(filters),
        sql`${items.createdAt} > ${since.toISOString()}::timestamptz`,
      ),
    )
    .limit(upTo)
    .as('newer');
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(newer);
  return Number(row?.count ?? 0);
}
