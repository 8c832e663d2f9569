import { z } from 'zod';

/**
 * What the product allows for every amount a client may send, in integer cents (docs/product/limits.md). Each
 * money field of a contract is bounded by one of these, so an absurd amount is a 400 with a clear message, never
 * an overflow of a PostgreSQL integer (2,147,483,647 cents).
 */

/** The most an item may be worth: $1,000,000 (MAX_ITEM_VALUE, in dollars, is what the listing form speaks). */
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
