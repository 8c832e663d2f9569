import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { items, profiles, session, userFollows, userRoles } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { ListPosition } from '../../platform/pagination.ts';
import { memberCardColumns } from '../profiles/index.ts';

/** `%`, `_` and `\` match themselves: staff search for text, not for a LIKE pattern. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The outer row's id inside the correlated subqueries below, spelt out: in a query of one table drizzle writes its
 * columns unqualified, and a bare "id" inside `from items i` would be the item's.
 */
const memberId = sql.raw('"profiles"."id"');

/** A member as the Users tab lists them: the profile's public side, their counts and any suspension. */
const memberColumns = {
  ...memberCardColumns,
  location: profiles.location,
  createdAt: profiles.createdAt,
  suspendedAt: profiles.suspendedAt,
  suspendedReason: profiles.suspendedReason,
  followers: sql<number>`(select count(*) from ${userFollows} f where f.following_id = ${memberId})`.mapWith(
    Number,
  ),
  following: sql<number>`(select count(*) from ${userFollows} f where f.follower_id = ${memberId})`.mapWith(
    Number,
  ),
  // Every item of theirs, hidden, sold and swapped ones too (items_user_created_idx).
  itemCount: sql<number>`(select count(*) from ${items} i where i.user_id = ${memberId})`.mapWith(Number),
};

/**
 * Members newest first, `limit` rows after `after`, whose username or full name contains `q` (any case). The
 * trigram index on search_text (username and full name, lower-cased) narrows the rows first; the ILIKEs then
 * keep only those where one of the two fields itself contains the text, not the join of both.
 */
export function listMembers(db: Db, filter: { q?: string }, page: { limit: number; after?: ListPosition }) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      sql`${profiles.searchText} like lower(${pattern})`,
      or(ilike(profiles.username, pattern), ilike(profiles.fullName, pattern))!,
    );
  }
  if (page.after) {
    conditions.push(
      sql`(${profiles.createdAt}, ${profiles.id}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  return db
    .select(memberColumns)
    .from(profiles)
    .where(and(...conditions))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(page.limit);
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** One member with what the Manage User dialog also shows (phone, bio, roles). */
export async function findMember(db: Db, id: string) {
  const [row] = await db
    .select({
      ...memberColumns,
      phone: profiles.phone,
      bio: profiles.bio,
      roles: sql<
        string[]
      >`coalesce((select array_agg(r.role::text order by r.role) from ${userRoles} r where r.user_id = ${memberId}), '{}')`,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row;
}
export type MemberDetailRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/**
 * The member's profile row locked until the transaction ends, with their suspension and whether they hold a staff
 * role: two admins suspending one member at once take turns, and the second finds it done.
 */
export async function lockMember(db: Db, id: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      suspendedAt: profiles.suspendedAt,
      suspendedReason: profiles.suspendedReason,
      isStaff: sql<boolean>`exists (select 1 from ${userRoles} r where r.user_id = ${memberId})`,
    })
    .from(profiles)
    .where(eq(profiles.id, id))
    .for('update');
  return row;
}

export async function setSuspension(
  db: Db,
  id: string,
  suspension: { at: Date; reason: string; by: string } | null,
): Promise<void> {
  await db
    .update(profiles)
    .set({
      suspendedAt: suspension?.at ?? null,
      suspendedReason: suspension?.reason ?? null,
      suspendedBy: suspension?.by ?? null,
    })
    .where(eq(profiles.id, id));
}

/**
 * Ends every session of the member at once, in the suspension's transaction. Deleted here rather than through
 * better-auth, so its session hooks do not run: the caller closes the member's live sockets after commit.
 */
export async function deleteSessions(db: Db, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

/** What the session trigger of migration 0016 says when it refuses a suspended member's session. */
export const SUSPENDED_SESSION_REFUSED = 'a suspended member cannot have a session';

/**
 * Whether the member is suspended, read with a share lock: a sign-in racing a suspension waits for it to commit
 * and is then refused (the session trigger of migration 0016 refuses whatever slips past).
 */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('share');
  return row?.suspendedAt != null;
}

/** All of a member's items, whatever their visibility or status, newest first (items_user_created_idx). */
export function listMemberItems(db: Db, userId: string, page: { limit: number; after?: ListPosition }) {
  const conditions: SQL[] = [eq(items.userId, userId)];
  if (page.after) {
    conditions.push(
      sql`(${items.createdAt}, ${items.id}) < (${page.after.createdAt.toISOString()}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  return db
    .select({
      id: items.id,
      title: items.title,
      description: items.description,
      photo: sql<{ url?: string; sizes?: Record<string, string> } | null>`${items.photos} -> 0`,
      valueCents: items.valueCents,
      isAvailable: items.isAvailable,
      status: items.status,
      visibility: items.visibility,
      category: items.category,
      condition: items.condition,
      createdAt: items.createdAt,
    })
    .from(items)
    .where(and(...conditions))
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(page.limit);
}
export type MemberItemRow = Awaited<ReturnType<typeof listMemberItems>>[number];
