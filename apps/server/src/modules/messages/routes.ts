import { DIRECT_MESSAGE_TEXTS } from '@swapyard/domain';
import { messagesEndpoints as endpoints } from '@swapyard/domain/endpoints/messages';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

/**
 * Direct messages between two members (docs/product/messaging.md, "Direct messages"). Only the signed-in member's
 * own conversations; events go to both members' `user:{id}` topics after they commit.
 */
export function messagesRoutes(deps: { db: Db; auth: Auth; realtime?: Realtime }) {
  const { db, realtime } = deps;
  const signedIn = requireSession(deps.auth, DIRECT_MESSAGE_TEXTS.signInRequired);

  const publisher = (logger: service.MessagesDeps['logger']) => ({ db, realtime, logger });

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.conversations, signedIn), async (c) =>
      c.json(await service.listConversations(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.thread, signedIn), async (c) =>
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
    .openapi(routeOf(endpoints.send, signedIn), async (c) =>
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
    .openapi(routeOf(endpoints.read, signedIn), async (c) =>
      c.json(
        await service.markConversationRead(
          publisher(c.get('logger')),
          c.get('user').id,
          c.req.valid('param').userId,
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.typing, signedIn), async (c) => {
      await service.signalTyping(publisher(c.get('logger')), c.get('user').id, c.req.valid('param').userId);
      return c.body(null, 204);
    });
}
