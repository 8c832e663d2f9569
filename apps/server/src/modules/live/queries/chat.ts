import { and, desc, eq, sql } from 'drizzle-orm';
import type { LiveMessageType } from '@swapyard/domain';
import { liveStreamMessages, liveStreamMutes, profiles } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import { memberColumns, type MemberRow } from './members.ts';

export type MessageRow = typeof liveStreamMessages.$inferSelect;
export type MessageWithSender = MessageRow & { sender: MemberRow };

export async function insertMessage(
  db: Db,
  values: { streamId: string; userId: string; message: string; messageType: LiveMessageType },
): Promise<MessageRow> {
  const [row] = await db.insert(liveStreamMessages).values(values).returning();
  return row!;
}

const withSender = {
  id: liveStreamMessages.id,
  streamId: liveStreamMessages.streamId,
  userId: liveStreamMessages.userId,
  message: liveStreamMessages.message,
  messageType: liveStreamMessages.messageType,
  createdAt: liveStreamMessages.createdAt,
  sender: memberColumns,
};

/** The stream's newest messages, newest first. */
export async function newestMessages(db: Db, streamId: string, limit: number): Promise<MessageWithSender[]> {
  return db
    .select(withSender)
    .from(liveStreamMessages)
    .innerJoin(profiles, eq(profiles.id, liveStreamMessages.userId))
    .where(eq(liveStreamMessages.streamId, streamId))
    .orderBy(desc(liveStreamMessages.createdAt), desc(liveStreamMessages.id))
    .limit(limit);
}

export async function messageWithSender(db: Db, id: string): Promise<MessageWithSender | undefined> {
  const [row] = await db
    .select(withSender)
    .from(liveStreamMessages)
    .innerJoin(profiles, eq(profiles.id, liveStreamMessages.userId))
    .where(eq(liveStreamMessages.id, id));
  return row;
}

export async function countMessages(db: Db, streamId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveStreamMessages)
    .where(eq(liveStreamMessages.streamId, streamId));
  return row?.n ?? 0;
}

/** Removes one message of the stream; answers whether it was there. */
export async function deleteMessage(db: Db, streamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(liveStreamMessages)
    .where(and(eq(liveStreamMessages.streamId, streamId), eq(liveStreamMessages.id, id)))
    .returning({ id: liveStreamMessages.id });
  return rows.length > 0;
}

export async function mute(db: Db, streamId: string, userId: string): Promise<void> {
  await db.insert(liveStreamMutes).values({ streamId, userId }).onConflictDoNothing();
}

export async function isMuted(db: Db, streamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: liveStreamMutes.userId })
    .from(liveStreamMutes)
    .where(and(eq(liveStreamMutes.streamId, streamId), eq(liveStreamMutes.userId, userId)));
  return row !== undefined;
}
