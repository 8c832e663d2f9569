import { and, count, desc, eq, not } from 'drizzle-orm';
import type { NotificationType } from '@swapyard/domain';
import { notifications } from '../../db/schema/index.ts';
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

/** The member's newest `limit`, newest first (ties by id), on the member's (user_id, created_at, id) index. */
export function listForUser(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Over all of the member's notifications, not only the listed ones (the partial unread index). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), not(notifications.read)));
  return row?.n ?? 0;
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
