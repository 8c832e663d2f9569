import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { verificationTypes } from '@swapyard/domain';
import { user } from './auth.ts';

export const verificationType = pgEnum('verification_type', verificationTypes);

/** One stored document photo: its two sizes under the private prefix, never a public URL. */
export interface StoredVerificationDocument {
  thumbnailKey: string;
  fullKey: string;
}

/**
 * Stored shape of `verification_data`: what the member typed and the storage keys of their document photos
 * (docs/product/verification.md). The keys stay after the files are removed; `documents_removed_at` says so.
 */
export interface StoredVerificationData {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  address?: string;
  documents?: StoredVerificationDocument[];
}

/**
 * Identity verifications (docs/product/verification.md): pending while neither verified_at nor rejected_at is set;
 * a rejection keeps its reason. One open (pending) verification per member and type (the partial unique index), so
 * a second submission, or two at once, cannot queue it twice. The profile reads it for the verified badge
 * (docs/product/profiles.md, "Verification badge").
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
    /** The staff member who decided it; null while pending, or once that account is deleted. */
    decidedBy: uuid('decided_by').references(() => user.id, { onDelete: 'set null' }),
    /** When the document files were removed from storage (30 days after the decision). */
    documentsRemovedAt: timestamp('documents_removed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [
    index('user_verifications_user_idx').on(table.userId),
    uniqueIndex('user_verifications_open_key')
      .on(table.userId, table.verificationType)
      .where(sql`${table.verifiedAt} is null and ${table.rejectedAt} is null`),
    // The staff list, newest first, all or only the pending ones.
    index('user_verifications_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('user_verifications_pending_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.verifiedAt} is null and ${table.rejectedAt} is null`),
    check('user_verifications_one_decision', sql`${table.verifiedAt} is null or ${table.rejectedAt} is null`),
    check(
      'user_verifications_rejection_reason',
      sql`(${table.rejectedAt} is null) = (${table.rejectionReason} is null)`,
    ),
  ],
);
