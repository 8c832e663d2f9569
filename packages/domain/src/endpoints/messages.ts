import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import {
  conversationListSchema,
  directMessageSchema,
  directReadSchema,
  directThreadQuerySchema,
  directThreadSchema,
  TYPING_SIGNAL_INTERVAL_MS,
} from '../messages.ts';
import { chatMessageInputSchema } from '../trades.ts';

const params = z.object({ userId: pathParam('userId', 'The other member (a UUID)') });
const tags = ['Messages'] as const;

/**
 * Direct messages between two members (docs/product/messaging.md, "Direct messages"): only the signed-in member's
 * own conversations.
 */
export const messagesEndpoints = {
  conversations: endpoint({
    method: 'get',
    path: '/api/messages/conversations',
    tags,
    summary:
      "The member's conversations, one per counterpart, most recent first, with the unread total (header badge)",
    answers: { 200: { description: 'Most recent first', schema: conversationListSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  thread: endpoint({
    method: 'get',
    path: '/api/messages/direct/{userId}',
    tags,
    summary: 'The newest page of the thread with a member, oldest first; `before` pages further back',
    params,
    query: directThreadQuerySchema,
    answers: { 200: { description: 'Oldest first', schema: directThreadSchema } },
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  send: endpoint({
    method: 'post',
    path: '/api/messages/direct/{userId}',
    tags,
    summary: 'Send a member a message (trimmed; blank refused; not yourself)',
    params,
    body: chatMessageInputSchema,
    answers: { 201: { description: 'The message, sent', schema: directMessageSchema } },
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  read: endpoint({
    method: 'post',
    path: '/api/messages/direct/{userId}/read',
    tags,
    summary: 'Mark read every message the member received from this counterpart (opening the conversation)',
    params,
    answers: { 200: { description: 'How many were marked read', schema: directReadSchema } },
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  typing: endpoint({
    method: 'post',
    path: '/api/messages/direct/{userId}/typing',
    tags,
    summary: `Tell the counterpart the member is typing (their 'typing...' label; clients send one every ${TYPING_SIGNAL_INTERVAL_MS / 1000} s at most)`,
    params,
    answers: { 204: { description: 'Signalled' } },
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
};
