import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditSubjectTypes } from '@swapyard/domain';

export const auditSubjectType = pgEnum('audit_subject_type', auditSubjectTypes);

/**
 * Every staff action, append-only (docs/product/moderation.md, "Audit log"): who did what to which case or member,
 * when, and the fields before → after. No foreign keys on purpose: an entry outlives the accounts and rows it
 * names, and a cascade would have to change it. The migration adds a trigger that refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    actorId: uuid('actor_id').notNull(),
    action: text('action').notNull(),
    subjectType: auditSubjectType('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectUserId: uuid('subject_user_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.createdAt.desc()),
    index('audit_log_subject_user_idx').on(table.subjectUserId, table.createdAt.desc()),
  ],
);
