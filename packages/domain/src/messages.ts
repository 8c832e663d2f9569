import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { text } from './text.ts';

/** Direct messages between two members, and conversation summaries (docs/product/messaging.md). */

export const DIRECT_MESSAGE_TEXTS = {
  selfMessage: 'You cannot message yourself',
  memberNotFound: 'User not found',
  signInRequired: 'Please sign in to send messages',
} as const;

/** The direct thread is fresh for 30 s (the live feed refetches on change anyway). */
export const DIRECT_THREAD_STALE_MS = 30_000;
/** A thread answers the newest this many messages, oldest first; `before` pages further back. */
export const DIRECT_THREAD_PAGE_SIZE = 50;

export const directMessageSchema = z
  .object({
    id: z.string(),
    senderId: z.string(),
    recipientId: z.string(),
    content: z.string(),
    createdAt: z.string(),
    /** Null while the recipient has not opened the conversation. */
    readAt: z.string().nullable(),
  })
  .meta({ id: 'DirectMessage' });
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const conversationPartySchema = memberCardSchema.meta({ id: 'ConversationParty' });
export type ConversationParty = z.infer<typeof conversationPartySchema>;

/** One conversation per counterpart: the last message, its time, and how many of theirs are unread. */
export const conversationSummarySchema = z
  .object({
    counterpart: conversationPartySchema,
    lastMessage: z.string(),
    lastMessageTime: z.string(),
    /** Whether the signed-in member sent the last message. */
    lastMessageFromMe: z.boolean(),
    unreadCount: z.number().int().min(0),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/messages/conversations: most recent first; `unreadCount` is the header badge (all conversations). */
export const conversationListSchema = z
  .object({
    conversations: z.array(conversationSummarySchema),
    unreadCount: z.number().int().min(0),
  })
  .meta({ id: 'ConversationList' });
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /api/messages/direct/{userId}: the counterpart and the newest page of the thread, oldest first. */
export const directThreadSchema = z
  .object({
    counterpart: conversationPartySchema,
    messages: z.array(directMessageSchema),
    /** Pass as `before` for older messages; null when there are none. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'DirectThread' });
export type DirectThread = z.infer<typeof directThreadSchema>;

export const directThreadQuerySchema = z.object({ before: text({ trim: false }).max(500).optional() });

/** POST /api/messages/direct/{userId}/read: how many incoming messages it marked read. */
export const directReadSchema = z.object({ updated: z.number().int().min(0) }).meta({ id: 'DirectRead' });

/** Live events on each party's `user:{id}` topic, published after commit; their payloads: realtime.ts. */
export const DIRECT_MESSAGE_EVENT = 'dm.created';
export const DIRECT_READ_EVENT = 'dm.read';
export const DIRECT_TYPING_EVENT = 'dm.typing';

/** How long a 'typing...' label lasts without another typing signal; clients send one at most every 2 s. */
export const TYPING_LABEL_MS = 4_000;
export const TYPING_SIGNAL_INTERVAL_MS = 2_000;
