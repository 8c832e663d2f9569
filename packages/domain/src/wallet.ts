import { z } from 'zod';
import { text } from './text.ts';

/**
 * Wallets, read from the real ledger (docs/product/wallet.md). Every amount is integer cents. A member has a credit
 * wallet (card top-ups, spendable on Swapyard) and a cash wallet (money received from trades and sales, spendable
 * and withdrawable), plus money on hold for offers and trades until they complete (and bids), which is theirs but
 * not spendable until it is paid or released.
 */
export const memberWallets = ['credit', 'cash'] as const;
export type MemberWallet = (typeof memberWallets)[number];

/** Ledger accounts. Member accounts never go below zero (a database CHECK); the platform's may. */
export const ledgerAccountKinds = [
  'member_credit',
  'member_cash',
  'member_held',
  'platform_fees',
  'card_clearing',
  'payouts_in_transit',
  'payouts_paid',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];
export const memberAccountKinds = ['member_credit', 'member_cash', 'member_held'] as const;

/** What caused a ledger transaction; activity descriptions and earnings are derived from it. */
export const ledgerTransactionKinds = [
  'card_top_up',
  'hold',
  'hold_release',
  'hold_capture',
  'transfer',
  'withdrawal',
  'withdrawal_cancelled',
  'withdrawal_failed',
  'withdrawal_paid',
  'adjustment',
] as const;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

/** Money received into the cash wallet from other members: what the weekly and monthly earnings add up. */
export const earningTransactionKinds = [
  'hold_capture',
  'transfer',
] as const satisfies LedgerTransactionKind[];

export const WALLET_LOAD_ERROR = 'Error loading wallet data';
export const WALLET_SIGN_IN_MESSAGE = 'Please sign in to view your wallet';
export const INSUFFICIENT_FUNDS_MESSAGE = "You don't have enough balance for this";

/** GET /api/wallet. */
export const walletSummarySchema = z
  .object({
    /** Credit wallet. */
    creditCents: z.number().int(),
    /** Cash wallet. */
    cashCents: z.number().int(),
    /** On hold for offers and trades until they complete, and bids: still the member's, not spendable. */
    heldCents: z.number().int(),
    /** How much of `heldCents` each wallet set aside (a wallet's balance is its figure above plus this). */
    heldFromCreditCents: z.number().int(),
    heldFromCashCents: z.number().int(),
    /** Balance: credit + cash + on hold (docs/product/wallet.md). */
    totalCents: z.number().int(),
    /** Available to spend: credit + cash, nothing on hold. */
    availableCents: z.number().int(),
    /** Money received from trades and sales in the last 7 and 30 days, from the ledger. */
    earnings: z.object({ weekCents: z.number().int(), monthCents: z.number().int() }),
  })
  .meta({ id: 'WalletSummary' });
export type WalletSummary = z.infer<typeof walletSummarySchema>;

export const walletActivityFilters = ['all', 'credit', 'cash'] as const;
export type WalletActivityFilter = (typeof walletActivityFilters)[number];

/** Where a hold line stands: still on hold, or released back to the wallets (a captured hold shows as its payment). */
export const activityHoldStates = ['held', 'released'] as const;

/**
 * One line of recent activity: one ledger entry on one of the member's wallets, except that a hold is one line
 * however many wallets it drew from (docs/product/wallet.md "Activity").
 */
export const walletActivitySchema = z
  .object({
    id: z.string(),
    transactionId: z.string(),
    kind: z.enum(ledgerTransactionKinds),
    /** The wallet the money moved in or out of; 'held' for a hold, or a payment from a hold on both wallets. */
    wallet: z.enum([...memberWallets, 'held']),
    /** Positive: money in; negative: money out. A hold line: the amount on hold (positive, neither in nor out). */
    amountCents: z.number().int(),
    /** A hold line: whether it is still on hold or was released. Null on every other line. */
    hold: z.enum(activityHoldStates).nullable(),
    description: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'WalletActivity' });
export type WalletActivity = z.infer<typeof walletActivitySchema>;

export const walletActivityListSchema = z
  .object({ activity: z.array(walletActivitySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'WalletActivityList' });
export type WalletActivityList = z.infer<typeof walletActivityListSchema>;

export const walletActivityQuerySchema = z.object({
  wallet: z.enum(walletActivityFilters).default('all'),
  cursor: text({ trim: false }).min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type WalletActivityQuery = z.output<typeof walletActivityQuerySchema>;
