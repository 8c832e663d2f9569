import {
  isEvenTrade,
  offerDifferenceCents,
  paymentOptions,
  type TradePaymentMethod,
  type WalletBalances,
} from '@swapyard/domain/trades';

/** The builder's cash steps, minus/plus and quick buttons (docs/product/trades.md, "Adding cash"). */
export const CASH_STEP_CENTS = 500;
export const QUICK_CASH_CENTS = [500, 1000] as const;

/** Cash added to a trade is limited to the total of both wallets (docs/product/trades.md, "Adding cash"). */
export function cashLimitCents(wallets: WalletBalances | undefined): number {
  return wallets ? Math.max(0, wallets.creditCents) + Math.max(0, wallets.cashCents) : 0;
}

export function clampCash(cents: number, limitCents: number): number {
  return Math.min(Math.max(0, Math.round(cents)), limitCents);
}

/**
 * The calculate step (docs/product/trades.md, "The value comparison"): what is still needed to match the wanted
 * item ('remaining', the negation of the offer difference), whether it reads 'Even Trade', and whether the builder
 * may go on (only when nothing remains; within a cent counts as even).
 */
export function offerBalance(offeredValueCents: number, cashCents: number, wantedValueCents: number) {
  const difference = offerDifferenceCents(offeredValueCents, cashCents, wantedValueCents);
  const even = isEvenTrade(difference);
  return { difference, remaining: 0 - difference, even };
}

/** The cash 'Add $x' button fills: the gap still remaining, within what the wallets allow. */
export function fillGapCents(remainingCents: number, cashCents: number, limitCents: number): number {
  return clampCash(cashCents + Math.max(0, remainingCents), limitCents);
}

export const paymentMethodLabels: Record<TradePaymentMethod, string> = {
  credit: 'Credit Wallet',
  cash: 'Cash Wallet',
  mixed: 'Mixed (credit first, then cash)',
};

/** The method to preselect: the first one allowed, in the order credit, cash, mixed. */
export function defaultPaymentMethod(
  amountCents: number,
  wallets: WalletBalances,
): TradePaymentMethod | null {
  const allowed = paymentOptions(amountCents, wallets);
  return (['credit', 'cash', 'mixed'] as const).find((method) => allowed[method]) ?? null;
}

/**
 * What the member can pay a new amount of a negotiation from: their spendable wallets plus their money already on
 * hold for it, which the server releases before holding the new amount (docs/product/trades.md, "Counter-offers").
 */
export function walletsWithHold(
  wallets: WalletBalances,
  held: { creditCents: number; cashCents: number } | null,
): WalletBalances {
  return {
    creditCents: wallets.creditCents + (held?.creditCents ?? 0),
    cashCents: wallets.cashCents + (held?.cashCents ?? 0),
  };
}
