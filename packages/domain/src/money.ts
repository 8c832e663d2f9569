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
