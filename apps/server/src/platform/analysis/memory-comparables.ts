import type { ComparableRecord, ComparablesSource } from './item-analyzer.ts';
import { tokenize } from './local/tokens.ts';

export interface ComparableItem extends Omit<ComparableRecord, 'at'> {
  /** Defaults to now. */
  at?: Date;
  /** Whose listing it is: left out for that member. */
  ownerId?: string;
}

/**
 * An in-memory ComparablesSource following the SQL one's candidate rules: a record shares a word with the query
 * (as written or singular), and its category when given; listings are never the asking member's own. The category
 * range is the middle half of its listings' prices from five on. For tests and demos.
 */
export function memoryComparables(items: readonly ComparableItem[]): ComparablesSource {
  return async (query) => {
    const words = new Set(query.words.flatMap((w) => [w, w.replace(/s$/, '')]));
    const records = items
      .filter(
        (item) =>
          (query.category === null || item.category === query.category) &&
          !(item.kind === 'listing' && query.memberId !== undefined && item.ownerId === query.memberId) &&
          tokenize(`${item.title} ${item.brand ?? ''}`).some(
            (t) => words.has(t.text) || words.has(t.text.replace(/s$/, '')),
          ),
      )
      .map(({ ownerId: _owner, at, ...item }) => ({ ...item, at: at ?? new Date() }));
    const prices = items
      .filter((item) => item.kind === 'listing' && item.category === query.category)
      .map((item) => item.priceCents)
      .sort((a, b) => a - b);
    const quartile = (q: number) => prices[Math.round(q * (prices.length - 1))]!;
    return {
      records,
      categoryRange:
        prices.length >= 5
          ? { lowCents: quartile(0.25), highCents: quartile(0.75), listings: prices.length }
          : null,
    };
  };
}

/** No evidence at all: no price is ever suggested. */
export const noComparables: ComparablesSource = async () => ({ records: [], categoryRange: null });
