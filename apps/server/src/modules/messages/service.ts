import {
  DIRECT_MESSAGE_EVENT,
  DIRECT_MESSAGE_TEXTS,
  DIRECT_READ_EVENT,
  DIRECT_THREAD_PAGE_SIZE,
  DIRECT_TYPING_EVENT,
  type ConversationList,
  type ConversationParty,
  type DirectMessage,
  type DirectMessageEvent,
  type DirectThread,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import { decodeCursor, encodeCursor, isUuid } from '../../platform/pagination.ts';
import { userTopic } from '../notifications/index.ts';
import { memberCardsByIds } from '../profiles/index.ts';
import * as queries from './queries.ts';
import type { DirectMessageRow, ThreadPosition } from './queries.ts';

export interface MessagesDeps {
  db: Db;
  /** Without it (a test without live updates) nothing is published. */
  realtime?: Realtime;
  logger?: Logger;
}

const memberNotFound = () => new AppError('NOT_FOUND', DIRECT_MESSAGE_TEXTS.memberNotFound);

export function toDirectMessage(row: DirectMessageRow): DirectMessage {
  return {
    id: row.id,
    senderId: row.senderId,
    recipientId: row.recipientId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * The member on the other side of a conversation: never the member themselves (400), and someone who exists
 * (404; a malformed id is the same 404).
 */
async function counterpartOf(db: Db, memberId: string, counterpartId: string): Promise<ConversationParty> {
  checkCounterpartId(memberId, counterpartId);
  const party = (await memberCardsByIds(db, [counterpartId])).get(counterpartId);
  if (!party) throw memberNotFound();
  return party;
}

/** Not yourself (400), and an id that could be a member's (404 otherwise, as for an unknown member). */
function checkCounterpartId(memberId: string, counterpartId: string): void {
  if (counterpartId === memberId) throw new AppError('BAD_REQUEST', DIRECT_MESSAGE_TEXTS.selfMessage);
  if (!isUuid(counterpartId)) throw memberNotFound();
}

/**
 * Publishes after commit. A failed publish does not undo the committed message: it is logged, and the members'
 * clients refetch when they reconnect.
 */
async function publish(deps: MessagesDeps, userIds: string[], event: DirectMessageEvent): Promise<void> {
  if (!deps.realtime) return;
  for (const userId of userIds) {
    try {
      await deps.realtime.publish(userTopic(userId), event);
    } catch (error) {
      deps.logger?.error(
        { err: error, userId, event: event.type },
        'could not publish a direct message event',
      );
    }
  }
}

/** GET /api/messages/conversations: one per counterpart, most recent first, and the unread total (header badge). */
export async function listConversations(db: Db, memberId: string): Promise<ConversationList> {
  const [rows, unreadCount] = await Promise.all([
    queries.listConversations(db, memberId),
    queries.countUnread(db, memberId),
  ]);
  return {
    conversations: rows.map((row) => ({
      counterpart: row.counterpart,
      lastMessage: row.lastMessage,
      lastMessageTime: row.lastMessageTime.toISOString(),
      lastMessageFromMe: row.lastSenderId === memberId,
      unreadCount: row.unreadCount,
    })),
    unreadCount,
  };
}

function decodeBefore(before: string): ThreadPosition {
  try {
    return decodeCursor(before);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Invalid query: before: Invalid cursor', {
      issues: [{ path: 'before', message: 'Invalid cursor' }],
    });
  }
}

/**
 * GET /api/messages/direct/{userId}: the newest page of the thread (oldest first, as a chat shows it); `before`
 * (the previous answer's nextCursor) pages further back. Reading does not mark anything read: POST …/read does.
 */
export async function getThread(
  db: Db,
  memberId: string,
  counterpartId: string,
  before?: string,
): Promise<DirectThread> {
  const position = before === undefined ? undefined : decodeBefore(before);
  const counterpart = await counterpartOf(db, memberId, counterpartId);
  const rows = await queries.listThread(db, memberId, counterpart.id, DIRECT_THREAD_PAGE_SIZE + 1, position);
  const page = rows.slice(0, DIRECT_THREAD_PAGE_SIZE);
  const oldest = page.at(-1);
  return {
    counterpart,
    messages: page.reverse().map(toDirectMessage),
    nextCursor: rows.length > DIRECT_THREAD_PAGE_SIZE && oldest ? encodeCursor(oldest) : null,
  };
}

/**
 * POST /api/messages/direct/{userId}: stores the (already trimmed, non-blank) message; after the commit both
 * members' topics get `dm.created`. A direct message raises no bell notification: it belongs to Messages, whose
 * badge and list count it (docs/product/notifications.md "Bell or Messages").
 */
export async function sendMessage(
  deps: MessagesDeps,
  senderId: string,
  recipientId: string,
  content: string,
): Promise<DirectMessage> {
  const row = await deps.db.transaction(async (tx) => {
    checkCounterpartId(senderId, recipientId);
    // Both parties in one round trip: the transaction holds its connection for each one.
    const parties = await memberCardsByIds(tx, [recipientId, senderId]);
    const recipient = parties.get(recipientId);
    if (!recipient || !parties.has(senderId)) throw memberNotFound();
    return queries.insertMessage(tx, { senderId, recipientId: recipient.id, content });
  });
  const message = toDirectMessage(row);
  await publish(deps, [message.recipientId, message.senderId], { type: DIRECT_MESSAGE_EVENT, data: message });
  return message;
}

/**
 * POST /api/messages/direct/{userId}/read: everything the counterpart sent the member and they had not read is
 * read now. Both members hear of it (`dm.read`: the reader's other tabs and badge, the sender's 'read' state);
 * nothing is published when nothing changed.
 */
export async function markConversationRead(
  deps: MessagesDeps,
  readerId: string,
  counterpartId: string,
): Promise<{ updated: number }> {
  const counterpart = await counterpartOf(deps.db, readerId, counterpartId);
  const readAt = new Date();
  const updated = await queries.markRead(deps.db, readerId, counterpart.id, readAt);
  if (updated > 0) {
    await publish(deps, [readerId, counterpart.id], {
      type: DIRECT_READ_EVENT,
      data: { readerId, senderId: counterpart.id, readAt: readAt.toISOString() },
    });
  }
  return { updated };
}

/** POST /api/messages/direct/{userId}/typing: the recipient's 'typing...' label (nothing is stored). */
export async function signalTyping(
  deps: MessagesDeps,
  memberId: string,
  counterpartId: string,
): Promise<void> {
  const counterpart = await counterpartOf(deps.db, memberId, counterpartId);
  await publish(deps, [counterpart.id], { type: DIRECT_TYPING_EVENT, data: { fromUserId: memberId } });
}
