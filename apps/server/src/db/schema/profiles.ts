import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_THEME_COLOR, roles } from '@swapyard/domain';
import { user } from './auth.ts';
import { places } from './places.ts';
import { tsvector } from './search-columns.ts';

/** Stored shape of `privacy_settings` (snake_case in the database, camelCase in the API). */
export interface StoredPrivacySettings {
  show_location: boolean;
  show_phone: boolean;
  profile_visibility: 'public' | 'friends' | 'private';
}

export interface StoredSocialLinks {
  instagram?: string;
  tiktok?: string;
  website?: string;
}

export const profiles = pgTable(
  'profiles',
  {
    // One profile per account, same id: created in the sign-up transaction.
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    fullName: text('full_name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    /** Where the member is, as shown: their place's label, or what they wrote before places existed. */
    location: text('location'),
    /** Their place in the gazetteer (docs/product/places.md): where their searches measure distance from. */
    placeId: integer('place_id').references(() => places.id),
    phone: text('phone'),
    favoriteBrands: text('favorite_brands')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    styleTags: text('style_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    themeColor: text('theme_color').notNull().default(DEFAULT_THEME_COLOR),
    socialLinks: jsonb('social_links').$type<StoredSocialLinks>().notNull().default({}),
    privacySettings: jsonb('privacy_settings')
      .$type<StoredPrivacySettings>()
      .notNull()
      .default({ show_location: true, show_phone: false, profile_visibility: 'public' }),
    // Milliseconds, as JavaScript dates and list cursors carry them (platform/pagination.ts): the staff list of
    // members pages on it.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    /**
     * A suspension (docs/product/moderation.md, "Suspending a member"): when, why and by whom. While set, the member
     * cannot sign in and their listings and profile are hidden from everyone but staff. The admin is kept as null
     * if their account is deleted.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, precision: 3 }),
    suspendedReason: text('suspended_reason'),
    suspendedBy: uuid('suspended_by').references(() => user.id, { onDelete: 'set null' }),
    /** Member search: username and full name weigh most, then the bio ('simple' keeps names unstemmed). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', username || ' ' || full_name), 'A') || setweight(to_tsvector('english', coalesce(bio, '')), 'C')`,
      ),
    /** Lower-cased username and full name for trigram similarity (misspelt names, partial usernames). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(username || ' ' || full_name)`),
  },
  (table) => [
    // Profiles are looked up by username case-insensitively (docs/product/profiles.md, "Public profile").
    uniqueIndex('profiles_username_lower_idx').on(sql`lower(${table.username})`),
    index('profiles_search_vector_idx').using('gin', table.searchVector),
    index('profiles_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The staff list of members, newest first (docs/product/moderation.md, "Managing members").
    index('profiles_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Members who turned Location Sharing off: left out of every distance search (modules/search).
    index('profiles_location_hidden_idx')
      .on(table.id)
      .where(sql`(${table.privacySettings} ->> 'show_location') = 'false'`),
    // Written locations not yet matched to a place, looked at when the server starts.
    index('profiles_unplaced_location_idx')
      .on(table.location)
      .where(sql`${table.placeId} is null and ${table.location} is not null`),
    // The few suspended members, read by every public list of items (items/queries/read-model.ts).
    index('profiles_suspended_idx')
      .on(table.id)
      .where(sql`${table.suspendedAt} is not null`),
    // A reason exactly while suspended; whoever suspended only while suspended.
    check(
      'profiles_suspension_reason',
      sql`(${table.suspendedAt} is null) = (${table.suspendedReason} is null)`,
    ),
    check('profiles_suspended_by', sql`${table.suspendedAt} is not null or ${table.suspendedBy} is null`),
  ],
);

export const appRole = pgEnum('app_role', roles);

/** Admins and moderators; an ordinary member has no row. Read from the database on every request that needs it. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: appRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);
