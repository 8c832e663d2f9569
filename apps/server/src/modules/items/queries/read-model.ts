import { getTableColumns, or, eq, sql, type SQL } from 'drizzle-orm';
import { items, profiles } from '../../../db/schema/index.ts';

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

/** The owner's public profile as every item carries it (selected with items joined to profiles). */
export const ownerColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  themeColor: profiles.themeColor,
  // The seller card shows the location only when the member lets others see it (privacy: show_location).
  location: sql<
    string | null
  >`case when coalesce((${profiles.privacySettings} ->> 'show_location')::boolean, true)
    then ${profiles.location} end`,
};
/**
 * The SQL form of service.getItem's rule for lists that must filter in the database: public items to anyone,
 * private and live-only items to their owner only. Change both together.
 */
export const visibleTo = (viewerId: string): SQL =>
  or(eq(items.visibility, 'public'), eq(items.userId, viewerId))!;

export interface ItemWithOwner {
  item: ItemRow;
  owner: {
    id: string;
    username: string;
    fullName: string;
    avatarUrl: string | null;
    themeColor: string;
    location: string | null;
  };
}
