import { and, getTableColumns, or, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MemberCard } from '@swapyard/domain';
import { items, profiles } from '../../../db/schema/index.ts';
import { memberCardColumns } from '../../profiles/index.ts';

// The items read model: how an item and its owner are read, for the items module's own queries and for every other
// module that lists items in its own SQL (feed, closets, search, saved items, trades). Query code (column sets and a
// predicate that other queries compose), so it lives with items' SQL; reached from outside through index.ts, and
// used there only by queries files (the types anywhere).

/**
 * An item's columns without the generated search columns: those only matter inside search and feed queries, and
 * reading a tsvector back with every row would cost for nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { searchVector, searchText, ...itemColumns } = getTableColumns(items);
export { itemColumns };
export type ItemRow = Omit<typeof items.$inferSelect, 'searchVector' | 'searchText'>;
export type ItemInsert = typeof items.$inferInsert;
export type ItemChanges = Partial<Omit<ItemInsert, 'id' | 'userId' | 'createdAt'>>;

const showsLocation = sql`coalesce((${profiles.privacySettings} ->> 'show_location')::boolean, true)`;

/** The owner's public profile as every item carries it (selected with items joined to profiles). */
export const ownerColumns = {
  ...memberCardColumns,
  // The seller card shows the location only when the member lets others see it (privacy: show_location).
  location: sql<string | null>`case when ${showsLocation} then ${profiles.location} end`,
  /** Whether others see where the owner's listings are (toItem hides their location otherwise); not shown itself. */
  locationShown: sql<boolean>`${showsLocation}`,
};
/**
 * Whether the item's owner is in good standing: a suspended member's listings are hidden from everyone else
 * (docs/product/moderation.md, "Suspending a member"). The one definition, for every list of items across members
 * (the public list, home feed, search, saved items); lists of one member's items are closed by the member check
 * instead (profiles.assertProfileVisible: 'User not found'). `userId` is the owner column, or its SQL where the
 * query names items by an alias. A NOT IN over the few suspended members (a partial index) is hashed once per
 * statement and checked row by row as a filter, so it leaves the plans of the queries it joins alone.
 */
export const ownerNotSuspended = (userId: SQL | AnyPgColumn = items.userId): SQL =>
  sql`${userId} not in (select suspended.id from ${profiles} suspended where suspended.suspended_at is not null)`;

/**
 * The SQL form of service.getItem's rule for lists that must filter in the database: public items to anyone,
 * private and live-only items to their owner only, and a suspended member's items to nobody else. (getItem also
 * shows staff a suspended member's item; a list does not.) Change both together.
 */
export const visibleTo = (viewerId: string): SQL =>
  and(
    or(eq(items.visibility, 'public'), eq(items.userId, viewerId)),
    or(eq(items.userId, viewerId), ownerNotSuspended()),
  )!;

export interface ItemWithOwner {
  item: ItemRow;
  owner: MemberCard & { location: string | null; locationShown: boolean };
}
