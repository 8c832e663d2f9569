import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ConversationParty } from '@swapyard/domain';
import { directMessages, profiles } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { memberCardColumns } from '../profiles/index.ts';

export type DirectMessageRow = typeof directMessages.$inferSelect;

/** A row's place in a thread (newest first: created_at, then id). */
export interface ThreadPosition {
  createdAt: Date;
  id: string;
}

/**
 * A conversation list is at most this long: far more counterparts than a member of a swap marketplace talks to;
 * a cursor can come when someone does.
 */
export const CONVERSATION_LIST_LIMIT = 500;

export async function insertMessage(
  db: Db,
  input: { senderId: string; recipientId: string; content: string },
): Promise<DirectMessageRow> {
  const [row] = await db.insert(directMessages).values(input).returning();
  return row!;
}

/** Both directions between two members. */
const between = (a: string, b: string) =>
  or(
    and(eq(directMessages.senderId, a), eq(directMessages.recipientId, b)),
    and(eq(directMessages.senderId, b), eq(directMessages.recipientId, a)),
  );

/**
 * The newest `limit` messages between the two strictly before `before` (when given), newest first; each side is
 * served by its (sender, recipient, created_at desc, id desc) index.
 */
export function listThread(
  db: Db,
  memberId: string,
  counterpartId: string,
  limit: number,
  before?: ThreadPosition,
): Promise<DirectMessageRow[]> {
  const older = before
    ? or(
        lt(directMessages.createdAt, before.createdAt),
        and(eq(directMessages.createdAt, before.createdAt), lt(directMessages.id, before.id)),
      )
    : undefined;
  return db
    .select()
    .from(directMessages)
    .where(and(between(memberId, counterpartId), older))
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(limit);
}

export interface ConversationRow {
  counterpart: ConversationParty;
  lastMessage: string;
  lastMessageTime: Date;
  lastSenderId: string;
  unreadCount: number;
}

/**
 * One row per counterpart: the last message either way and how many of the counterpart's messages the member has
 * not read; the most recent conversation first.
 */
export async function listConversations(db: Db, memberId: string): Promise<ConversationRow[]> {
  // The member's messages both ways, each with its counterpart; then the newest per counterpart.
  const mine = db.$with('mine').as(
    db
      .select({
        counterpartId:
          sql<string>`case when ${directMessages.senderId} = ${memberId} then ${directMessages.recipientId} else ${directMessages.senderId} end`.as(
            'counterpart_id',
          ),
        content: directMessages.content,
        createdAt: directMessages.createdAt,
        senderId: directMessages.senderId,
        id: directMessages.id,
      })
      .from(directMessages)
      .where(or(eq(directMessages.senderId, memberId), eq(directMessages.recipientId, memberId))),
  );
  const latest = db
    .$with('latest')
    .as((qb) =>
      qb
        .selectDistinctOn([mine.counterpartId])
        .from(mine)
        .orderBy(mine.counterpartId, desc(mine.createdAt), desc(mine.id)),
    );
  const unread = db
    .select({ senderId: directMessages.senderId, n: count().as('n') })
    .from(directMessages)
    .where(and(eq(directMessages.recipientId, memberId), isNull(directMessages.readAt)))
    .groupBy(directMessages.senderId)
    .as('unread');
  return db
    .with(mine, latest)
    .select({
      counterpart: memberCardColumns,
      lastMessage: latest.content,
      lastMessageTime: latest.createdAt,
      lastSenderId: latest.senderId,
      unreadCount: sql<number>`coalesce(${unread.n}, 0)`.mapWith(Number),
    })
    .from(latest)
    .innerJoin(profiles, eq(profiles.id, latest.counterpartId))
    .leftJoin(unread, eq(unread.senderId, latest.counterpartId))
    .orderBy(desc(latest.createdAt), desc(latest.id))
    .limit(CONVERSATION_LIST_LIMIT);
}

/** The header badge: every unread message sent to the member (the partial unread index). */
export async function countUnread(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(directMessages)
    .where(and(eq(directMessages.recipientId, memberId), isNull(directMessages.readAt)));
  return row?.n ?? 0;
}

/** Marks read what `senderId` sent `readerId` and was unread; answers how many, and when. */
export async function markRead(db: Db, readerId: string, senderId: string, readAt: Date): Promise<number> {
  const rows = await db
    .update(directMessages)
    .set({ readAt })
    .where(
      and(
        eq(directMessages.recipientId, readerId),
        eq(directMessages.senderId, senderId),
        isNull(directMessages.readAt),
      ),
    )
    .returning({ id: directMessages.id });
  return rows.length;
}
