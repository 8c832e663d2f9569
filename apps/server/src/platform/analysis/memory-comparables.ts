import type { ComparablesSource } from './item-analyzer.ts';

export interface ComparableItem {
  category: string;
  brand: string | null;
  condition: string;
  valueCents: number;
}

/** An in-memory ComparablesSource, with the same matching rules the SQL one must follow. For tests and demos. */
export function memoryComparables(items: readonly ComparableItem[]): ComparablesSource {
  return async (query) => {
    const brand = query.brand?.toLowerCase() ?? null;
    const valuesCents = items
      .filter(
        (item) =>
          item.category === query.category &&
          (brand === null || item.brand?.toLowerCase() === brand) &&
          (query.condition === null || item.condition === query.condition),
      )
      .map((item) => item.valueCents);
    return { valuesCents };
  };
}

/** No comparables at all: every estimate comes from the category baselines. */
export const noComparables: ComparablesSource = async () => ({ valuesCents: [] });
