import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_BUDGET_MAX, DEFAULT_BUDGET_MIN, DEFAULT_LOCATION_RADIUS } from '@swapyard/domain';
import { user } from './auth.ts';

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Survey answers: category name → interests, e.g. { "Music": ["Jazz"] }. */
  structuredInterests: jsonb('structured_interests').$type<Record<string, string[]>>().notNull().default({}),
  surveyCompleted: boolean('survey_completed').notNull().default(false),
  interests: textList('interests'),
  preferredCategories: textList('preferred_categories'),
  interestCategories: textList('interest_categories'),
  budgetMin: integer('budget_min').notNull().default(DEFAULT_BUDGET_MIN),
  budgetMax: integer('budget_max').notNull().default(DEFAULT_BUDGET_MAX),
  locationRadius: integer('location_radius').notNull().default(DEFAULT_LOCATION_RADIUS),
  firstLoginSurveyShown: boolean('first_login_survey_shown').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});
