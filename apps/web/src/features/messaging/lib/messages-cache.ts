import type { ConversationList, DirectMessage, DirectThread } from '@swapyard/domain/messages';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * Pure updates of the cached conversation list and threads, shared by live events and the optimistic send. Each
 * keeps the unread counts in step with what changed.
 */

export type ThreadPages = InfiniteData<DirectThread, unknown>;

export interface ReadData {
  readerId: string;
  senderId: string;
  readAt: string;
}

/**
 * A message to or from `meId` updates its conversation (last message, time, unread) and moves it to the top.
 * Null when the conversation is not listed yet: the caller refetches (a new counterpart's profile is not in the
 * event).
 */
export function applyMessageToConversations(
  list: ConversationList,
  message: DirectMessage,
  meId: string,
): ConversationList | null {
  const fromMe = message.senderId === meId;
  const counterpartId = fromMe ? message.recipientId : message.senderId;
  const index = list.conversations.findIndex((c) => c.counterpart.id === counterpartId);
  if (index < 0) return null;
  const current = list.conversations[index]!;
  // An event older than what is listed (a repeat, or out of order) changes nothing.
  if (Date.parse(current.lastMessageTime) > Date.parse(message.createdAt)) return list;
  if (current.lastMessageTime === message.createdAt && current.lastMessage === message.content) return list;
  const unread = !fromMe && message.readAt === null ? 1 : 0;
  const updated = {
    ...current,
    lastMessage: message.content,
    lastMessageTime: message.createdAt,
    lastMessageFromMe: fromMe,
    unreadCount: current.unreadCount + unread,
  };
  const rest = list.conversations.filter((_, i) => i !== index);
  return { conversations: [updated, ...rest], unreadCount: list.unreadCount + unread };
}

/** `meId` read what the counterpart sent: that conversation has nothing unread any more. */
export function applyReadToConversations(
  list: ConversationList,
  read: ReadData,
  meId: string,
): ConversationList {
  if (read.readerId !== meId) return list;
  const conversation = list.conversations.find((c) => c.counterpart.id === read.senderId);
  if (!conversation || conversation.unreadCount === 0) return list;
  return {
    conversations: list.conversations.map((c) => (c === conversation ? { ...c, unreadCount: 0 } : c)),
    unreadCount: Math.max(0, list.unreadCount - conversation.unreadCount),
  };
}

/** Optimistic messages carry a temporary id until the server answers. */
export const TEMPORARY_ID_PREFIX = 'temp-';
export const isTemporaryMessage = (message: DirectMessage) => message.id.startsWith(TEMPORARY_ID_PREFIX);

/**
 * Adds a message at the end of the newest page, once (a message already there, by id, changes nothing). My own
 * message arriving live before the send's answer takes the place of its optimistic copy.
 */
export function appendToThread(thread: ThreadPages, message: DirectMessage): ThreadPages {
  if (thread.pages.some((page) => page.messages.some((m) => m.id === message.id))) return thread;
  const optimistic = thread.pages
    .flatMap((page) => page.messages)
    .find((m) => isTemporaryMessage(m) && m.senderId === message.senderId && m.content === message.content);
  if (optimistic) return replaceInThread(thread, optimistic.id, message);
  const [newest, ...older] = thread.pages;
  if (!newest) return thread;
  return { ...thread, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/** Takes out one message (an optimistic one that failed, or that its stored copy replaces). */
export function removeFromThread(thread: ThreadPages, id: string): ThreadPages {
  return {
    ...thread,
    pages: thread.pages.map((page) =>
      page.messages.some((m) => m.id === id)
        ? { ...page, messages: page.messages.filter((m) => m.id !== id) }
        : page,
    ),
  };
}

/** The optimistic message becomes the stored one, where it stood (or is dropped when the event already added it). */
export function replaceInThread(
  thread: ThreadPages,
  temporaryId: string,
  message: DirectMessage,
): ThreadPages {
  const present = thread.pages.some((page) => page.messages.some((m) => m.id === message.id));
  if (present) return removeFromThread(thread, temporaryId);
  const hasTemporary = thread.pages.some((page) => page.messages.some((m) => m.id === temporaryId));
  if (!hasTemporary) return appendToThread(thread, message);
  return {
    ...thread,
    pages: thread.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (m.id === temporaryId ? message : m)),
    })),
  };
}

/** What `read.senderId` sent `read.readerId` and was unread is read at `read.readAt`. */
export function applyReadToThread(thread: ThreadPages, read: ReadData): ThreadPages {
  let changed = false;
  const pages = thread.pages.map((page) => {
    if (!page.messages.some((m) => isReadBy(m, read))) return page;
    changed = true;
    return {
      ...page,
      messages: page.messages.map((m) => (isReadBy(m, read) ? { ...m, readAt: read.readAt } : m)),
    };
  });
  return changed ? { ...thread, pages } : thread;
}

const isReadBy = (m: DirectMessage, read: ReadData) =>
  m.readAt === null && m.senderId === read.senderId && m.recipientId === read.readerId;

/** The thread as a chat shows it: oldest first across the loaded pages. */
export function threadMessages(thread: ThreadPages | undefined): DirectMessage[] {
  if (!thread) return [];
  return [...thread.pages].reverse().flatMap((page) => page.messages);
}
