import { inArray } from 'drizzle-orm';
import type { BuildAliasTable } from 'drizzle-orm/pg-core';
import { DEFAULT_THEME_COLOR, type MemberCard } from '@swapyard/domain';
import { profiles } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';

// The member card (@swapyard/domain memberCardSchema): how every other record shows a member. Its columns are
// declared here once, for the profiles module and for other modules' queries that join profiles (through
// profiles/index.ts), so a field added to the card is selected everywhere.

type MemberCardColumns<T> = Pick<T, keyof MemberCard & keyof T>;

/**
 * The card's columns of `profiles` or of an alias of it (a query naming two members joins profiles twice). Typed as
 * the given table's own columns, so that drizzle still reads a left-joined alias as nullable.
 */
export const memberCardColumnsOf = <T extends typeof profiles | BuildAliasTable<typeof profiles, string>>(
  table: T,
): MemberCardColumns<T> =>
  ({
    id: table.id,
    username: table.username,
    fullName: table.fullName,
    avatarUrl: table.avatarUrl,
    themeColor: table.themeColor,
  }) as MemberCardColumns<T>;

export const memberCardColumns = memberCardColumnsOf(profiles);

/** Several members' cards in one statement, by id (ids without a profile are simply missing). */
export async function memberCardsByIds(db: Db, ids: readonly string[]): Promise<Map<string, MemberCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(memberCardColumns)
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The card of a member whose profile is gone (cannot happen while the account exists: both cascade), so a record
 * naming them still renders. No username, so no link leads to whoever holds one; the name the notifications use.
 */
export const missingMemberCard = (id: string): MemberCard => ({
  id,
  username: '',
  fullName: 'A member',
  avatarUrl: null,
  themeColor: DEFAULT_THEME_COLOR,
});
