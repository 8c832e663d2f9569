import { z } from 'zod';

/**
 * Money (docs/decisions/021-money-in-cents.md): every amount in the API, the database and the code is integer cents.
 * Dollars exist only as text: what a member types into a form (parsed here) and what the app shows (formatted here).
 * This module is the one place that converts between the two.
 */

/**
 * What the product allows for every amount a client may send, in integer cents (docs/product/limits.md). Each
 * money field of a contract is bounded by one of these, so an absurd amount is a 400 with a clear message, never
 * an overflow of a PostgreSQL integer (2,147,483,647 cents).
 */

/** The most an item may be worth: $1,000,000. */
export const MAX_ITEM_VALUE_CENTS = 100_000_000;

/**
 * Cash in a trade, either way (an offer's cash, or a counter-offer's cash asked of the other member): what balances
 * two items never exceeds what one item may be worth, so neither does the cash.
 */
export const MAX_OFFER_CASH_CENTS = MAX_ITEM_VALUE_CENTS;

/** One withdrawal: far above any cash balance the product can build up, well inside the ledger's integers. */
export const MAX_WITHDRAWAL_CENTS = 100_000_000;

/**
 * An amount typed with fractions of a cent ('12.345'): the forms and the server both answer with this, rather than
 * with a minimum the amount may well exceed (docs/product/wallet.md).
 */
export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount in dollars and cents (at most two decimals)';

/** Integer cents from 0 to `max`; a fraction of a cent is refused with AMOUNT_FORMAT_MESSAGE. */
export const centsAmountSchema = (max: number) =>
  z.number().int({ error: AMOUNT_FORMAT_MESSAGE }).min(0).max(max);

const CENTS_PER_DOLLAR = 100;

// ---------------------------------------------------------------------------------------------------------------
// Showing cents.

/** "1,234,567": thousands separated as en-US does, without `Intl` (see `lazily` in format.ts: prices show on nearly
 * every page, and most pages need no other `Intl` formatter). */
const groupThousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * "$12.34" from cents, with thousands separators ("$1,234.50") and a minus sign before the dollar sign. With
 * `wholeDollars`, an amount of whole dollars drops its ".00" ("$5", but "$5.50").
 */
export function formatCents(
  cents: number,
  { wholeDollars = false }: { wholeDollars?: boolean } = {},
): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = groupThousands(Math.floor(abs / CENTS_PER_DOLLAR));
  const rest = abs % CENTS_PER_DOLLAR;
  if (wholeDollars && rest === 0) return `${sign}$${dollars}`;
  return `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** A profile's Value stat: whole dollars ("$999"), and from $1,000 on thousands with one decimal ("$1.3k", "$15k"). */
export function formatCentsCompact(cents: number): string {
  const dollars = cents / CENTS_PER_DOLLAR;
  if (dollars >= 1000) {
    const thousands = Math.round(dollars / 100) / 10;
    return `$${Number.isInteger(thousands) ? thousands : thousands.toFixed(1)}k`;
  }
  return `$${Math.round(dollars)}`;
}

/**
 * Cents as a form field holds dollars: no dollar sign or separators, always two decimals (1250 → "12.50", the cash
 * fields); with `short`, as few as needed (1250 → "12.5", 1200 → "12": the item value field, an input's min/max).
 */
export function centsToDollarsInput(cents: number, { short = false }: { short?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = String(Math.floor(abs / CENTS_PER_DOLLAR));
  const fraction = String(abs % CENTS_PER_DOLLAR).padStart(2, '0');
  if (!short) return `${sign}${whole}.${fraction}`;
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${sign}${whole}.${trimmed}` : `${sign}${whole}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading dollars as typed.

/** Dollars typed in a form ("12.5") → integer cents, or null when not a number with at most 2 decimals. */
export function parseDollarsToCents(input: string | number): number | null {
  const text = String(input).trim();
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole || '0') * CENTS_PER_DOLLAR + Number(fraction.padEnd(2, '0') || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * What is wrong with a dollar amount as typed, before any rule about its size: AMOUNT_FORMAT_MESSAGE when it is not
 * dollars and cents ('12.345', '1e3'); null when it parses (an empty field is the form's own concern).
 */
export function dollarsFormatProblem(input: string): string | null {
  if (!input.trim()) return null;
  return parseDollarsToCents(input) === null ? AMOUNT_FORMAT_MESSAGE : null;
}

/**
 * A number field's dollars rounded to the nearest cent ('12.345' → 1235, '1e3' → 100000): the listing form's value,
 * which takes any number and keeps cents. Null when the text is not a finite number; the sign is kept, so the form
 * can refuse a negative value in its own words.
 */
export function roundDollarsToCents(input: string): number | null {
  if (!input.trim()) return null;
  const dollars = Number(input);
  if (!Number.isFinite(dollars)) return null;
  // Rounding absorbs the binary error in 19.99 * 100 = 1998.9999999999998.
  const cents = Math.round(dollars * CENTS_PER_DOLLAR);
  return Number.isSafeInteger(cents) ? cents : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Whole dollars.

/** Cents rounded to whole dollars, still in cents: 'down' (4270 → 4200) or to the 'nearest' (4250 → 4300). */
export function roundToWholeDollars(cents: number, direction: 'down' | 'nearest' = 'nearest'): number {
  const dollars = cents / CENTS_PER_DOLLAR;
  return (direction === 'down' ? Math.floor(dollars) : Math.round(dollars)) * CENTS_PER_DOLLAR;
}
