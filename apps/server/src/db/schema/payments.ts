import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, uuidPrimaryKey, createdAtColumn, updatedAtColumn } from './columns.ts';
import { paymentStatuses } from '@swapyard/domain';
import { user } from './auth.ts';
import { ledgerTransactions } from './wallet.ts';

export const paymentStatus = pgEnum('payment_status', paymentStatuses);

/**
 * A card top-up started through a PaymentProvider's hosted checkout. The credit is applied once: the row is locked
 * while completing, and the ledger transaction's idempotency key is derived from the provider session id.
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
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('payment_sessions_provider_session_idx').on(table.provider, table.providerSessionId),
    index('payment_sessions_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
  ],
);
