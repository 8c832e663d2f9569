import {
  categoryDisplayName,
  memberAdminTexts,
  roles as knownRoles,
  STAFF_USER_ITEMS_PAGE_SIZE,
  STAFF_USERS_PAGE_SIZE,
  type Role,
  type StaffUser,
  type StaffUserDetail,
  type StaffUserItem,
  type StaffUserItemList,
  type StaffUserItemsQuery,
  type StaffUserList,
  type StaffUserQuery,
  type StaffUserUpdate,
  type SuspendMember,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { decodeCursor, encodeCursor, isUuid } from '../../platform/pagination.ts';
import { findPgError } from '../../platform/pg-errors.ts';
import * as audit from '../audit/index.ts';
import type { SessionRefusal } from '../auth/index.ts';
import * as profiles from '../profiles/index.ts';
import * as queries from './queries.ts';
import type { MemberDetailRow, MemberItemRow, MemberRow } from './queries.ts';

/**
 * Staff managing members (docs/product/moderation.md, "Managing members" and "Suspending a member"): the list and
 * a member's details for staff; editing a profile and suspending for admins, each written to the audit log in the
 * transaction that makes the change.
 */

const memberNotFound = () => new AppError('NOT_FOUND', memberAdminTexts.userNotFound);

export async function listMembers(db: Db, query: StaffUserQuery): Promise<StaffUserList> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await queries.listMembers(
    db,
    { q: query.q || undefined },
    { limit: STAFF_USERS_PAGE_SIZE + 1, after },
  );
  const page = rows.slice(0, STAFF_USERS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    users: page.map(toStaffUser),
    nextCursor: rows.length > STAFF_USERS_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

export async function getMember(db: Db, id: string): Promise<StaffUserDetail> {
  const row = isUuid(id) ? await queries.findMember(db, id) : undefined;
  if (!row) throw memberNotFound();
  return toStaffUserDetail(row);
}

/** Every item of the member, hidden ones too, newest first; an unknown member is a 404. */
export async function listMemberItems(
  db: Db,
  id: string,
  query: StaffUserItemsQuery,
): Promise<StaffUserItemList> {
  if (!isUuid(id) || !(await profiles.getProfileRow(db, id))) throw memberNotFound();
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await queries.listMemberItems(db, id, { limit: STAFF_USER_ITEMS_PAGE_SIZE + 1, after });
  const page = rows.slice(0, STAFF_USER_ITEMS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toStaffUserItem),
    nextCursor: rows.length > STAFF_USER_ITEMS_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

type EditableField = keyof StaffUserUpdate;
const editableFields: readonly EditableField[] = ['fullName', 'username', 'location', 'phone', 'bio'];

/**
 * An admin corrects a member's profile: the member's own rules and messages (a taken username is the same 409),
 * and one audit entry with each changed field before and after.
 */
export async function updateMember(
  db: Db,
  adminId: string,
  id: string,
  patch: StaffUserUpdate,
): Promise<StaffUserDetail> {
  if (!isUuid(id)) throw memberNotFound();
  await profiles.updateMemberProfile(db, id, patch, async (tx, before) => {
    const changed = editableFields.filter(
      (field) => patch[field] !== undefined && patch[field] !== before[field],
    );
    await audit.recordStaffAction(tx, {
      actorId: adminId,
      action: 'user.update',
      subjectType: 'user',
      subjectId: id,
      subjectUserId: id,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, patch[field]])),
    });
  });
  return getMember(db, id);
}

/**
 * Suspends a member (admins): never oneself or another staff member, never twice. In one transaction: the
 * suspension, every session of theirs deleted, the audit entry. After commit their open sockets are closed.
 */
export async function suspendMember(
  deps: { db: Db; onSuspended?: (memberId: string) => Promise<void>; logger?: Logger },
  adminId: string,
  id: string,
  input: SuspendMember,
): Promise<StaffUserDetail> {
  if (!isUuid(id)) throw memberNotFound();
  await deps.db.transaction(async (tx) => {
    const member = await queries.lockMember(tx, id);
    if (!member) throw memberNotFound();
    if (member.id === adminId) throw new AppError('CONFLICT', memberAdminTexts.suspendYourself);
    if (member.isStaff) throw new AppError('CONFLICT', memberAdminTexts.suspendStaff);
    if (member.suspendedAt) throw new AppError('CONFLICT', memberAdminTexts.alreadySuspended);
    const at = new Date();
    await queries.setSuspension(tx, id, { at, reason: input.reason, by: adminId });
    await queries.deleteSessions(tx, id);
    await audit.recordStaffAction(tx, {
      actorId: adminId,
      action: 'user.suspend',
      subjectType: 'user',
      subjectId: id,
      subjectUserId: id,
      before: { suspension: null },
      after: { suspension: { at: at.toISOString(), reason: input.reason } },
    });
  });
  try {
    await deps.onSuspended?.(id);
  } catch (err) {
    // Committed: the member's sessions are gone, so a socket left open is closed by its own session check.
    deps.logger?.error({ err, memberId: id }, 'Closing a suspended member’s sockets failed');
  }
  return getMember(deps.db, id);
}

/** Lifts a suspension (admins): everything of theirs shows again; they sign in anew. */
export async function unsuspendMember(db: Db, adminId: string, id: string): Promise<StaffUserDetail> {
  if (!isUuid(id)) throw memberNotFound();
  await db.transaction(async (tx) => {
    const member = await queries.lockMember(tx, id);
    if (!member) throw memberNotFound();
    if (!member.suspendedAt) throw new AppError('CONFLICT', memberAdminTexts.notSuspended);
    await queries.setSuspension(tx, id, null);
    await audit.recordStaffAction(tx, {
      actorId: adminId,
      action: 'user.unsuspend',
      subjectType: 'user',
      subjectId: id,
      subjectUserId: id,
      before: { suspension: { at: member.suspendedAt.toISOString(), reason: member.suspendedReason } },
      after: { suspension: null },
    });
  });
  return getMember(db, id);
}

/**
 * For better-auth (createApp passes it to createAuth): a suspended member gets no session, with the words the
 * sign-in form shows; also when the database refuses the session of a sign-in that raced the suspension.
 */
export const sessionRefusal: SessionRefusal = {
  refuses: queries.isSuspended,
  refusedBy: (error) =>
    findPgError(error, 'P0001')?.message?.includes(queries.SUSPENDED_SESSION_REFUSED) === true,
  answer: { code: 'ACCOUNT_SUSPENDED', message: memberAdminTexts.suspendedSignIn },
};

function toStaffUser(row: MemberRow): StaffUser {
  return {
    id: row.id,
    avatarUrl: row.avatarUrl,
    fullName: row.fullName,
    username: row.username,
    themeColor: row.themeColor,
    location: row.location,
    followers: row.followers,
    following: row.following,
    createdAt: row.createdAt.toISOString(),
    itemCount: row.itemCount,
    suspension:
      row.suspendedAt && row.suspendedReason !== null
        ? { at: row.suspendedAt.toISOString(), reason: row.suspendedReason }
        : null,
  };
}

const isRole = (role: string): role is Role => (knownRoles as readonly string[]).includes(role);

function toStaffUserDetail(row: MemberDetailRow): StaffUserDetail {
  return {
    ...toStaffUser(row),
    phone: row.phone,
    bio: row.bio,
    roles: row.roles.filter(isRole),
    statistics: { followers: row.followers, following: row.following, items: row.itemCount },
  };
}

function toStaffUserItem(row: MemberItemRow): StaffUserItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    // The smallest stored rendition is plenty for the dialog's thumbnails.
    photoUrl: row.photo?.sizes?.['320'] ?? row.photo?.url ?? null,
    valueCents: row.valueCents,
    isAvailable: row.isAvailable,
    status: row.status,
    visibility: row.visibility,
    category: row.category,
    categoryLabel: categoryDisplayName(row.category),
    condition: row.condition,
    createdAt: row.createdAt.toISOString(),
  };
}
