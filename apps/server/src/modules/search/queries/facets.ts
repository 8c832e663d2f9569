import { and, sql, type SQL } from 'drizzle-orm';
import { itemSizes, SUGGESTED_FILTER_BRANDS } from '@swapyard/domain';
import { items } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import {
  baseConditions,
  distanceFrom,
  facetCondition,
  filterConditions,
  within,
  type Facet,
  type ResultFilters,
} from './filters.ts';
import { listed } from './words.ts';

/*
 * How many results each filter value would leave (docs/product/search.md, "Results"): for each facet, the listings
 * meeting every other filter, counted by its values. One statement reads the matching listings once (words, price
 * and distance narrow them on their indexes), with a flag per facet; each count leaves its own flag out.
 */

export interface FacetRow {
  facet: 'total' | 'swap' | 'category' | 'size' | 'condition' | 'brand';
  value: string | null;
  label: string | null;
  count: number;
}

const flagged: readonly Facet[] = ['category', 'size', 'condition', 'brand', 'swap'];
const flag = (facet: Facet) => sql.raw(`in_${facet}`);
/** Every flag but `except`'s, as a condition on the base rows. */
const flagsBut = (except?: Facet) =>
  sql.raw(
    flagged
      .filter((facet) => facet !== except)
      .map((facet) => `in_${facet}`)
      .join(' and '),
  );

export async function facetCounts(tx: Db, filters: ResultFilters): Promise<FacetRow[]> {
  const radius = facetCondition(filters, 'radius');
  const flags = flagged.map((facet) => sql`${facetCondition(filters, facet) ?? sql`true`} as ${flag(facet)}`);
  const base = sql`select ${items.category} as category, lower(${items.size}) as size, ${items.condition}::text as condition,
      lower(${items.brand}) as brand_key, ${items.brand} as brand, ${items.openToSwap} as open_to_swap,
      ${sql.join(flags, sql`, `)}
    from ${items} where ${and(listed, ...baseConditions(filters), radius)}`;
  const chosenBrands = filters.brands ?? [];
  const statement = sql`with base as materialized (${base})
    select 'total' as facet, null as value, null as label, count(*)::int as count from base where ${flagsBut()}
    union all
    select 'swap', null, null, count(*)::int from base where ${flagsBut('swap')} and open_to_swap
    union all
    select 'category', category, null, count(*)::int from base where ${flagsBut('category')} group by category
    union all
    select 'size', size, null, count(*)::int from base
      where ${flagsBut('size')} and size in (${sql.join(
        itemSizes.map((size) => sql`${size}`),
        sql`, `,
      )}) group by size
    union all
    select 'condition', condition, null, count(*)::int from base where ${flagsBut('condition')} group by condition
    union all
    (select 'brand', brand_key, min(brand), count(*)::int from base
      where ${flagsBut('brand')} and brand_key is not null
      group by brand_key
      order by brand_key = any(${sql.param(chosenBrands)}::text[]) desc, count(*) desc, brand_key
      limit ${SUGGESTED_FILTER_BRANDS + chosenBrands.length})`;
  const result = (await tx.execute(statement)) as unknown as { rows: FacetRow[] };
  return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** For each distance, how many listings meeting every other filter are within it (one box: the largest). */
export async function radiusCounts(
  tx: Db,
  filters: ResultFilters,
  radiiKm: readonly number[],
): Promise<number[]> {
  const { origin } = filters;
  if (!origin || radiiKm.length === 0) return radiiKm.map(() => 0);
  const widest = Math.max(...radiiKm);
  const distance = distanceFrom(origin);
  const counts = radiiKm.map(
    (km, i) => sql`count(*) filter (where ${distance} <= ${km}::float8)::int as ${sql.raw(`within_${i}`)}`,
  );
  const statement: SQL = sql`select ${sql.join(counts, sql`, `)} from ${items}
    where ${and(listed, ...filterConditions(filters, 'radius'), within(origin, widest))}`;
  const result = (await tx.execute(statement)) as unknown as { rows: [Record<string, number>] };
  return radiiKm.map((_, i) => Number(result.rows[0][`within_${i}`]));
}
