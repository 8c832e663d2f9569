import { z } from 'zod';
import { formatCents } from './money.ts';

/*
 * The evidence behind a suggested price (docs/product/listing.md, "Suggested prices"): what similar items sold or
 * were traded for on Swapyard, then similar listings. One declaration of its shape and of the sentences that quote
 * it, for the analyser's notes and the analysis card alike.
 */

/** Integer cents (docs/decisions/021-money-in-cents.md). */
const cents = z.number().int().nonnegative();
const centsRange = z.object({ min: cents, max: cents });

/** Sold at checkout or for a cash offer, swapped for items (and cash), won in a live auction, or still listed. */
export const evidenceKinds = ['sale', 'trade', 'auction', 'listing'] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

/** Which evidence the price came from: sales alone once there are enough of them, else sales and listings. */
export const evidenceMethods = ['sales', 'sales-and-listings', 'listings'] as const;
export type EvidenceMethod = (typeof evidenceMethods)[number];

/** A suggestion needs at least this many similar items (sales, or sales and listings together). */
export const MIN_PRICE_EVIDENCE = 3;
/** Sales older than this are not evidence of today's price. */
export const PRICE_EVIDENCE_DAYS = 365;
/** The comparables the card lists, most alike first. */
export const MAX_SHOWN_COMPARABLES = 8;

export const comparableSchema = z
  .object({
    itemId: z.string(),
    title: z.string(),
    /** The agreed price of a sale, trade or auction; a listing's asking price. */
    priceCents: cents,
    kind: z.enum(evidenceKinds),
    /** When it sold, or was listed (ISO 8601). */
    at: z.string(),
    /** How alike it is to the item analysed, 0..1. */
    similarity: z.number().min(0).max(1),
  })
  .meta({ id: 'AnalysisComparable' });
export type Comparable = z.infer<typeof comparableSchema>;

/**
 * The evidence a suggested price came from (the spec's ebayData, from Swapyard itself): the average, count and range
 * of every comparable used, split into sales (sales, trades and auctions) and listings.
 */
export const marketDataSchema = z
  .object({
    averagePriceCents: cents,
    count: z.number().int().positive(),
    priceRangeCents: centsRange,
    method: z.enum(evidenceMethods),
    salesCount: z.number().int().nonnegative(),
    salesRangeCents: centsRange.nullable(),
    /** The sales used are at most this many days old (30, 90, 180 or 365); null without sales. */
    salesWithinDays: z.number().int().positive().nullable(),
    listingsCount: z.number().int().nonnegative(),
    listingsRangeCents: centsRange.nullable(),
    comparables: z.array(comparableSchema).max(MAX_SHOWN_COMPARABLES),
  })
  .meta({ id: 'AnalysisMarketData' });
export type MarketData = z.infer<typeof marketDataSchema>;

/**
 * With too little evidence, what the item's category usually lists for on Swapyard (the middle half of its listings):
 * a hint, never written into the value field.
 */
export const priceHintSchema = z
  .object({
    categoryLabel: z.string(),
    lowCents: cents,
    highCents: cents,
    listings: z.number().int().positive(),
  })
  .meta({ id: 'AnalysisPriceHint' });
export type PriceHint = z.infer<typeof priceHintSchema>;

/** Windows a sale's age is rounded up to, so the card says 'in the last 90 days' rather than 'in the last 73'. */
const SALE_WINDOWS = [30, 90, 180, PRICE_EVIDENCE_DAYS] as const;

export function salesWindowDays(oldestSaleAgeDays: number): number {
  return SALE_WINDOWS.find((days) => oldestSaleAgeDays <= days) ?? PRICE_EVIDENCE_DAYS;
}

const range = (r: { min: number; max: number }) => {
  const low = formatCents(r.min, { wholeDollars: true });
  return r.min === r.max ? low : `${low}–${formatCents(r.max, { wholeDollars: true })}`;
};
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const PRICE_EVIDENCE_TEXTS = {
  notEnough: 'Not enough similar items to suggest a price',
  showComparables: (count: number) => `Show the ${plural(count, 'similar item')}`,
  hideComparables: 'Hide similar items',
  kind: { sale: 'Sold', trade: 'Traded', auction: 'Won at auction', listing: 'Listed' } satisfies Record<
    EvidenceKind,
    string
  >,
  /** 'Similar items sold for $12–$18 (5 sales in the last 90 days)', with the listings after it when used. */
  summary(data: MarketData): string {
    const sold =
      data.salesRangeCents && data.salesCount > 0
        ? `Similar items sold for ${range(data.salesRangeCents)} (${plural(data.salesCount, 'sale')} in the last ${data.salesWithinDays ?? PRICE_EVIDENCE_DAYS} days)`
        : null;
    const listed =
      data.listingsRangeCents && data.listingsCount > 0
        ? `${plural(data.listingsCount, 'similar listing')} ${data.listingsCount === 1 ? 'asks' : 'ask'} ${range(data.listingsRangeCents)}`
        : null;
    if (sold && listed) return `${sold}; ${listed}`;
    if (sold) return sold;
    return `Similar items are listed for ${range(data.listingsRangeCents ?? data.priceRangeCents)} (${plural(data.listingsCount, 'listing')})`;
  },
  hint: (hint: PriceHint) =>
    `Typical for ${hint.categoryLabel} on Swapyard: ${range({ min: hint.lowCents, max: hint.highCents })} (the middle half of ${plural(hint.listings, 'listing')}). A hint only: it is not this item's price.`,
  modelGuess: (guessCents: number, hasEvidence: boolean) =>
    hasEvidence
      ? `The model guessed ${formatCents(guessCents, { wholeDollars: true })}, outside what similar items went for, so it is not used.`
      : `The model guessed ${formatCents(guessCents, { wholeDollars: true })}, but there are no similar items on Swapyard to check it against, so it is not filled in.`,
} as const;
