import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, uuidPrimaryKey, createdAtColumn, updatedAtColumn } from './columns.ts';
import { paymentStatuses, type CheckoutPurpose, type PurposeResult } from '@swapyard/domain';
import { user } from './auth.ts';
import { ledgerTransactions } from './wallet.ts';

export const paymentStatus = pgEnum('payment_status', paymentStatuses);

/**
 * A card top-up started through a PaymentProvider's hosted checkout. The credit is applied once: the row is locked
 * while completing, and the ledger transaction's idempotency key is derived from the provider session id. A card
 * payment for a purchase (docs/decisions/035) also carries its purpose, completed in the credit's transaction.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    /** 'sandbox' or 'stripe'. */
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentStatus('status').notNull().default('open'),
    /** Why the provider did not take the payment (e.g. card declined). */
    failureReason: text('failure_reason'),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    /** What the payment is for (null: a plain top-up). */
    purpose: jsonb('purpose').$type<CheckoutPurpose>(),
    /** What became of the purpose, written with the credit. */
    purposeResult: jsonb('purpose_result').$type<PurposeResult>(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('payment_sessions_provider_session_idx').on(table.provider, table.providerSessionId),
    index('payment_sessions_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    // A purpose's outcome exists only for a paid payment that had one.
    check(
      'payment_sessions_purpose_result',
      sql`${table.purposeResult} is null or (${table.purpose} is not null and ${table.status} = 'paid')`,
    ),
  ],
);
