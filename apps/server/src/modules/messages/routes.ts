import { createRoute, z } from '@hono/zod-openapi';
import {
  chatMessageInputSchema,
  conversationListSchema,
  DIRECT_MESSAGE_TEXTS,
  directMessageSchema,
  directReadSchema,
  directThreadQuerySchema,
  directThreadSchema,
  TYPING_SIGNAL_INTERVAL_MS,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const params = z.object({
  userId: pathParam('userId', 'The other member (a UUID)'),
});

const tags = ['Messages'];

/**
 * Direct messages between two members (docs/product/messaging.md, "Direct messages"). Only the signed-in member's
 * own conversations; events go to both members' `user:{id}` topics after they commit.
 */
export function messagesRoutes(deps: { db: Db; auth: Auth; realtime?: Realtime }) {
  const { db, realtime } = deps;
  const signedIn = requireSession(deps.auth, DIRECT_MESSAGE_TEXTS.signInRequired);

  const conversations = createRoute({
    method: 'get',
    path: '/api/messages/conversations',
    tags,
    summary:
      "The member's conversations, one per counterpart, most recent first, with the unread total (header badge)",
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'Most recent first', content: jsonContent(conversationListSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  const thread = createRoute({
    method: 'get',
    path: '/api/messages/direct/{userId}',
    tags,
    summary: 'The newest page of the thread with a member, oldest first; `before` pages further back',
    middleware: [signedIn] as const,
    request: { params, query: directThreadQuerySchema },
    responses: {
      200: { description: 'Oldest first', content: jsonContent(directThreadSchema) },
      ...errorResponses('BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  const send = createRoute({
    method: 'post',
    path: '/api/messages/direct/{userId}',
    tags,
    summary: 'Send a member a message (trimmed; blank refused; not yourself)',
    middleware: [signedIn] as const,
    request: { params, body: { required: true, content: jsonContent(chatMessageInputSchema) } },
    responses: {
      201: { description: 'The message, sent', content: jsonContent(directMessageSchema) },
      ...errorResponses('BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  const read = createRoute({
    method: 'post',
    path: '/api/messages/direct/{userId}/read',
    tags,
    summary: 'Mark read every message the member received from this counterpart (opening the conversation)',
    middleware: [signedIn] as const,
    request: { params },
    responses: {
      200: { description: 'How many were marked read', content: jsonContent(directReadSchema) },
      ...errorResponses('BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  const typing = createRoute({
    method: 'post',
    path: '/api/messages/direct/{userId}/typing',
    tags,
    summary: `Tell the counterpart the member is typing (their 'typing...' label; clients send one every ${TYPING_SIGNAL_INTERVAL_MS / 1000} s at most)`,
    middleware: [signedIn] as const,
    request: { params },
    responses: {
      204: { description: 'Signalled' },
      ...errorResponses('BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  const publisher = (logger: service.MessagesDeps['logger']) => ({ db, realtime, logger });

  return createRouter<AuthedEnv>()
    .openapi(conversations, async (c) => c.json(await service.listConversations(db, c.get('user').id), 200))
    .openapi(thread, async (c) =>
      c.json(
        await service.getThread(
          db,
          c.get('user').id,
          c.req.valid('param').userId,
          c.req.valid('query').before,
        ),
        200,
      ),
    )
    .openapi(send, async (c) =>
      c.json(
        await service.sendMessage(
          publisher(c.get('logger')),
          c.get('user').id,
          c.req.valid('param').userId,
          c.req.valid('json').content,
        ),
        201,
      ),
    )
    .openapi(read, async (c) =>
      c.json(
        await service.markConversationRead(
          publisher(c.get('logger')),
          c.get('user').id,
          c.req.valid('param').userId,
        ),
        200,
      ),
    )
    .openapi(typing, async (c) => {
      await service.signalTyping(publisher(c.get('logger')), c.get('user').id, c.req.valid('param').userId);
      return c.body(null, 204);
    });
}
