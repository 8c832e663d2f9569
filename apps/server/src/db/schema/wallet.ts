import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerAccountKinds, ledgerTransactionKinds } from '@swapyard/domain';
import { user } from './auth.ts';
import { cents, createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns.ts';

export const ledgerAccountKind = pgEnum('ledger_account_kind', ledgerAccountKinds);

/**
 * One row per ledger account: each member's credit, cash and held money, and the platform's accounts (owner null).
 * `balance_cents` is maintained by a trigger on ledger_entries (migration 0007), never written by code, so it always
 * equals the sum of the account's entries; a CHECK keeps member balances at zero or more, so no race or bug can
 * overdraw a wallet.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuidPrimaryKey(),
    ownerId: uuid('owner_id').references(() => user.id, { onDelete: 'restrict' }),
    kind: ledgerAccountKind('kind').notNull(),
    balanceCents: cents('balance_cents').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('wallet_accounts_owner_kind_idx')
      .on(table.ownerId, table.kind)
      .where(sql`${table.ownerId} is not null`),
    uniqueIndex('wallet_accounts_platform_kind_idx')
      .on(table.kind)
      .where(sql`${table.ownerId} is null`),
    check(
      'wallet_accounts_owner_matches_kind',
      sql`(${table.ownerId} is not null) = (${table.kind} in ('member_credit', 'member_cash', 'member_held'))`,
    ),
    check(
      'wallet_accounts_member_not_negative',
      sql`${table.kind} not in ('member_credit', 'member_cash', 'member_held') or ${table.balanceCents} >= 0`,
    ),
  ],
);

export const ledgerTransactionKind = pgEnum('ledger_transaction_kind', ledgerTransactionKinds);

/**
 * One money movement. `idempotency_key` is unique: posting the same movement twice (a retried request, a webhook
 * racing a verification) finds the first and changes nothing. Entries must sum to zero (a deferred constraint
 * trigger checks at commit).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuidPrimaryKey(),
    kind: ledgerTransactionKind('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What the movement is about, e.g. a withdrawal, trade or payment session id. */
    reference: text('reference'),
    memo: text('memo'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('ledger_transactions_reference_idx').on(table.reference)],
);

/** Append-only (a trigger rejects updates and deletes). Positive amounts add to the account, negative take. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuidPrimaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => walletAccounts.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check('ledger_entries_amount_not_zero', sql`${table.amountCents} <> 0`),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    // Recent activity per account, newest first (id breaks ties for the cursor).
    index('ledger_entries_account_created_idx').on(
      table.accountId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const holdStatus = pgEnum('wallet_hold_status', ['held', 'released', 'captured']);

/**
 * Money set aside for an offer, a trade until it completes, or a bid: taken from the credit and cash wallets into
 * the member's held account, then either released back to the wallets it came from or captured (paid to someone,
 * possibly only in part: see returned_*).
 */
export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: uuidPrimaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    creditCents: cents('credit_cents').notNull(),
    cashCents: cents('cash_cents').notNull(),
    status: holdStatus('status').notNull().default('held'),
    /**
     * Of a captured hold split between payee and payer (a settled dispute, wallet service `splitHold`): the part that
     * went back to the payer's credit and cash wallets. Zero when the whole hold was paid.
     */
    returnedCreditCents: cents('returned_credit_cents').notNull().default(0),
    returnedCashCents: cents('returned_cash_cents').notNull().default(0),
    /** What it is held for, e.g. 'trade:<id>'. */
    reference: text('reference'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check(
      'wallet_holds_amounts',
      sql`${table.creditCents} >= 0 and ${table.cashCents} >= 0 and ${table.creditCents} + ${table.cashCents} > 0`,
    ),
    check(
      'wallet_holds_returned',
      sql`${table.returnedCreditCents} between 0 and ${table.creditCents} and ${table.returnedCashCents} between 0 and ${table.cashCents}`,
    ),
    index('wallet_holds_owner_idx').on(table.ownerId, table.status),
    index('wallet_holds_reference_idx').on(table.reference),
  ],
);
