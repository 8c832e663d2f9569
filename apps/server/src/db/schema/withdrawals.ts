import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cents, uuidPrimaryKey, createdAtColumn, updatedAtColumn } from './columns.ts';
import { withdrawalMethods, withdrawalStatuses } from '@swapyard/domain';
import { user } from './auth.ts';

export const withdrawalMethod = pgEnum('withdrawal_method', withdrawalMethods);
export const withdrawalStatus = pgEnum('withdrawal_status', withdrawalStatuses);

/**
 * Stored `withdrawal_details`: what may be shown (holder, PayPal address, masked numbers) in clear, the account and
 * routing numbers only as AES-GCM ciphertext (platform/crypto), which only the payout job decrypts.
 */
export interface StoredWithdrawalDetails {
  accountHolder?: string;
  accountNumberMasked?: string;
  routingNumberMasked?: string;
  paypalEmail?: string;
  /** Encrypted JSON of { accountNumber, routingNumber }. */
  sealed?: string;
}

/** Withdrawals (docs/product/wallet.md): the amount leaves the cash wallet in the transaction inserting the row. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    withdrawalMethod: withdrawalMethod('withdrawal_method').notNull(),
    withdrawalDetails: jsonb('withdrawal_details').$type<StoredWithdrawalDetails>().notNull(),
    processingFeeCents: cents('processing_fee_cents').notNull(),
    netAmountCents: cents('net_amount_cents').notNull(),
    status: withdrawalStatus('status').notNull().default('pending'),
    /** The PayoutProvider's reference once submitted. */
    payoutReference: text('payout_reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    check(
      'withdrawals_amounts',
      sql`${table.amountCents} > 0 and ${table.processingFeeCents} >= 0 and ${table.netAmountCents} > 0 and ${table.amountCents} = ${table.processingFeeCents} + ${table.netAmountCents}`,
    ),
    index('withdrawals_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
  ],
);
