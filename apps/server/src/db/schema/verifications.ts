import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { verificationTypes } from '@swapyard/domain';
import { user } from './auth.ts';

export const verificationType = pgEnum('verification_type', verificationTypes);

/** Stored shape of `verification_data`: the submitted information and document files (docs/product/profiles.md). */
export interface StoredVerificationData {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  address?: string;
  documents?: Array<{ type: string; url: string }>;
}

/**
 * Identity verifications: verified_at empty means pending; a rejection is stored with its reason. The profile reads
 * it for the verified badge; submitting and reviewing come with the moderation dashboard (docs/product/profiles.md,
 * "Verification badge").
 */
export const userVerifications = pgTable(
  'user_verifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verificationType: verificationType('verification_type').notNull(),
    verificationData: jsonb('verification_data').$type<StoredVerificationData>().notNull().default({}),
    verifiedAt: timestamp('verified_at', { withTimezone: true, precision: 3 }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, precision: 3 }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index('user_verifications_user_idx').on(table.userId)],
);
