import { roundToWholeDollars, type EvidenceKind } from '@swapyard/domain';
import type { ComparablesSource } from '../../platform/analysis/index.ts';
import type { Db } from '../../platform/db.ts';
import * as queries from './queries.ts';

/** A trade's kind as evidence: what was paid for at once, what was swapped, what was won live. */
const kindOf: Record<string, EvidenceKind> = {
  cash: 'sale',
  purchase: 'sale',
  bundle: 'sale',
  trade: 'trade',
  circle: 'trade',
  auction: 'auction',
};

/**
 * The analyser's evidence on Swapyard (docs/product/listing.md, "Suggested prices"): sales, trades and auctions of
 * the last year and public listings sharing a word with the item (and its category when known), and the category's
 * usual range for the hint.
 */
export function priceEvidenceSource(db: Db): ComparablesSource {
  return async (query) => {
    const sold = await queries.soldEvidence(db, query);
    const listed = await queries.listedEvidence(db, query);
    const range = query.category === null ? null : await queries.categoryPriceRange(db, query.category);
    return {
      records: [...sold, ...listed].map(({ atMs, kind, ...row }) => ({
        ...row,
        kind: kind === 'listing' ? 'listing' : (kindOf[kind] ?? 'sale'),
        at: new Date(atMs),
      })),
      categoryRange: range && {
        ...range,
        lowCents: roundToWholeDollars(range.lowCents),
        highCents: roundToWholeDollars(range.highCents),
      },
    };
  };
}
