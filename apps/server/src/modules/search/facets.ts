import {
  categoryDisplayName,
  conditionLabels,
  itemConditions,
  itemSizes,
  SEARCH_RADII_KM,
  sizeLabels,
  subCategories,
  uploadCategories,
  type FacetCount,
  type SearchFacets,
  type SearchFilters,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import * as queries from './queries/facets.ts';
import type { FacetRow } from './queries/facets.ts';
import { originShown } from './results.ts';
import { inSearchTransaction, scopeOf } from './scope.ts';

/** The upload category each stored category is counted under (a sub-category under its parent). */
const parentCategory = new Map<string, string>(
  Object.entries(subCategories).flatMap(([parent, children]) => children.map((child) => [child, parent])),
);

const countsOf = (rows: FacetRow[], facet: FacetRow['facet']) =>
  new Map(rows.filter((row) => row.facet === facet).map((row) => [row.value ?? '', row]));

/**
 * GET /api/search/facets (docs/product/search.md, "Results"): for each filter value, how many results it would
 * leave with the other filters as they are. Categories count their sub-categories; every category, size and
 * condition is listed (with 0), brands are the most found.
 */
export async function searchFacets(
  db: Db,
  viewerId: string | undefined,
  query: SearchFilters,
): Promise<SearchFacets> {
  return inSearchTransaction(db, query, async (tx) => {
    const { filters } = await scopeOf(tx, viewerId, query);
    const rows = await queries.facetCounts(tx, filters);
    const radii = filters.origin ? await queries.radiusCounts(tx, filters, SEARCH_RADII_KM) : [];

    const byCategory = new Map<string, number>();
    for (const row of rows.filter((row) => row.facet === 'category')) {
      const parent = parentCategory.get(row.value!) ?? row.value!;
      byCategory.set(parent, (byCategory.get(parent) ?? 0) + row.count);
    }
    const sizes = countsOf(rows, 'size');
    const conditions = countsOf(rows, 'condition');
    const count = (facet: 'total' | 'swap') => rows.find((row) => row.facet === facet)?.count ?? 0;
    return {
      total: count('total'),
      categories: uploadCategories.map(({ value }): FacetCount => ({
        value,
        label: categoryDisplayName(value),
        count: byCategory.get(value) ?? 0,
      })),
      sizes: itemSizes.map((value) => ({
        value,
        label: sizeLabels[value],
        count: sizes.get(value)?.count ?? 0,
      })),
      conditions: itemConditions.map((value) => ({
        value,
        label: conditionLabels[value],
        count: conditions.get(value)?.count ?? 0,
      })),
      brands: rows
        .filter((row) => row.facet === 'brand')
        .map((row) => ({ value: row.value!, label: row.label!, count: row.count })),
      openToSwap: count('swap'),
      radii: radii.map((count, i) => ({ radiusKm: SEARCH_RADII_KM[i]!, count })),
      origin: originShown(filters.origin),
    };
  });
}
