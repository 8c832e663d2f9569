import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
} from 'drizzle-orm';
import { alertNotificationTypes, type NotificationType } from '@swapyard/domain';
import { notificationDigests, notifications, user } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotificationRow {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  link?: string | null;
}

export async function insertNotification(db: Db, input: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({ ...input, link: input.link ?? null })
    .returning();
  return row!;
}

/**
 * The member's newest `limit`, newest first (ties by id), on the member's (user_id, created_at, id) index, and the
 * count of unread over all of them (the partial unread index), in one statement: each row carries the count, and a
 * member with no rows has nothing unread.
 */
export async function listForUser(
  db: Db,
  userId: string,
  limit: number,
): Promise<{ rows: NotificationRow[]; unreadCount: number }> {
  const unread = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), not(notifications.read)));
  const rows = await db
    .select({ ...getTableColumns(notifications), unreadCount: sql`(${unread})`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return {
    rows: rows.map(({ unreadCount: _, ...row }) => row),
    unreadCount: rows[0]?.unreadCount ?? 0,
  };
}

export async function findForUser(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
}

/** Marks one of the member's unread notifications read; undefined when it is not theirs or already read. */
export async function markRead(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), not(notifications.read)))
    .returning();
  return row;
}

/** Marks every unread notification of the member read; answers how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), not(notifications.read)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Whether the member has an unread notification of this type with this link (a chat's 'message' notice). */
export async function hasUnreadWithLink(
  db: Db,
  userId: string,
  type: NotificationType,
  link: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        not(notifications.read),
        eq(notifications.type, type),
        eq(notifications.link, link),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The member has an alert not e-mailed yet: keeps the earliest such time. */
export async function markDigestPending(db: Db, userId: string): Promise<void> {
  await db
    .insert(notificationDigests)
    .values({ userId, pendingSince: sql`now()` })
    .onConflictDoUpdate({
      target: notificationDigests.userId,
      set: { pendingSince: sql`coalesce(${notificationDigests.pendingSince}, excluded.pending_since)` },
    });
}

/** Members with alerts pending who were sent no digest after `sentBefore`, oldest pending first. */
export async function dueDigests(db: Db, sentBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: notificationDigests.userId })
    .from(notificationDigests)
    .where(
      and(
        isNotNull(notificationDigests.pendingSince),
        or(isNull(notificationDigests.sentAt), lte(notificationDigests.sentAt, sentBefore)),
      ),
    )
    .orderBy(notificationDigests.pendingSince)
    .limit(limit);
  return rows.map((row) => row.userId);
}

/**
 * Takes the member's digest for sending now, if it is still due (another instance may have taken it): answers
 * since when alerts were pending.
 */
export async function claimDigest(
  db: Db,
  userId: string,
  sentBefore: Date,
  now: Date,
): Promise<Date | undefined> {
  const result = (await db.execute(sql`update ${notificationDigests} digest
    set sent_at = ${now.toISOString()}::timestamptz, pending_since = null
    from (select user_id, pending_since from ${notificationDigests} where user_id = ${userId} for update) before
    where digest.user_id = before.user_id and before.pending_since is not null
      and (digest.sent_at is null or digest.sent_at <= ${sentBefore.toISOString()}::timestamptz)
    returning before.pending_since as since`)) as unknown as { rows: Array<{ since: string | Date }> };
  const since = result.rows[0]?.since;
  return since === undefined ? undefined : new Date(since);
}

/** The member's unread alerts created since `since`, newest first. */
export function unreadAlertsSince(db: Db, userId: string, since: Date, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        not(notifications.read),
        inArray(notifications.type, [...alertNotificationTypes]),
        gte(notifications.createdAt, since),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Where a member's e-mail goes (a digest, a reminder they asked for): read by other modules through the index. */
export async function emailOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}
