import { upgradeWebSocket } from '@hono/node-server';
import { Hono } from 'hono';
import type { WSContext } from 'hono/ws';
import { REALTIME_PATH } from '@swapyard/domain/realtime';
import type { WebSocket } from 'ws';
import { AppError } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http-context.ts';
import type { Logger } from '../../platform/logger.ts';
import type { RealtimeHub, RealtimeSubscriber } from '../../platform/realtime/index.ts';
import type { Auth } from '../auth/index.ts';
import { CLOSE_SESSION_ENDED } from './close-sockets.ts';
import { parseClientMessage, serverFrame } from './protocol.ts';
import type { TopicAuthorisers } from './topics.ts';

/** A socket that stays silent this long after a ping is dropped (the client reconnects). */
export const DEFAULT_KEEPALIVE_MS = 30_000;
/**
 * How often an open socket's session is checked again. Sign-out, revocation and password changes close sockets at
 * once (close-sockets.ts); this catches whatever ends a session without better-auth deleting it.
 */
export const DEFAULT_SESSION_CHECK_MS = 5 * 60_000;
/** Subscriptions one socket may hold. */
export const MAX_TOPICS_PER_SOCKET = 200;
/** A client that lets this much pile up unsent is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
export { CLOSE_SESSION_ENDED } from './close-sockets.ts';

export interface RealtimeRouteDeps {
  auth: Auth;
  hub: RealtimeHub;
  topics: TopicAuthorisers;
  /** Whether a page at this origin may open the socket: cookies alone would let any site in (platform/origins.ts). */
  allowsOrigin: (origin: string, request: Request) => boolean;
  logger: Logger;
  keepaliveMs?: number;
  sessionCheckMs?: number;
}

interface Connection extends RealtimeSubscriber {
  /** Undefined on a visitor's socket: it may subscribe to public topics only (topics.ts registerPublic). */
  memberId: string | undefined;
  sessionId: string | undefined;
  cookie: string;
  ws: WSContext<WebSocket>;
  alive: boolean;
  closed: boolean;
  checkedAt: number;
  /** Messages of one socket are handled one after another, so answers keep the order of the requests. */
  queue: Promise<void>;
}

/**
 * `GET /api/realtime`: the WebSocket of live updates (see protocol.ts). The session cookie says whose socket it is;
 * without one it is a visitor's, which only public topics accept (a live stream's chat and auctions). 403 from a
 * foreign origin; every subscription is authorised by `topics`.
 * A plain route, not in the OpenAPI document (OpenAPI does not describe WebSockets).
 */
export function realtimeRoutes(deps: RealtimeRouteDeps) {
  const { auth, hub, topics, logger } = deps;
  const keepaliveMs = deps.keepaliveMs ?? DEFAULT_KEEPALIVE_MS;
  const sessionCheckMs = deps.sessionCheckMs ?? DEFAULT_SESSION_CHECK_MS;
  const connections = new Set<Connection>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const tick = () => {
    const now = Date.now();
    for (const connection of connections) {
      if (!connection.alive) {
        connection.ws.raw?.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.raw?.ping();
      if (connection.memberId && now - connection.checkedAt >= sessionCheckMs) {
        connection.checkedAt = now;
        void checkSession(connection);
      }
    }
  };

  const checkSession = async (connection: Connection) => {
    try {
      // disableRefresh: an open tab alone must not keep extending the session.
      const session = await auth.api.getSession({
        headers: new Headers({ cookie: connection.cookie }),
        query: { disableRefresh: true },
      });
      if (session?.user.id !== connection.memberId && !connection.closed) {
        connection.ws.close(CLOSE_SESSION_ENDED, 'Session ended');
      }
    } catch (error) {
      logger.warn({ err: error }, 'realtime session check failed');
    }
  };

  const opened = (connection: Connection) => {
    connections.add(connection);
    hub.connect(connection);
    timer ??= setInterval(tick, keepaliveMs);
    timer.unref?.();
  };

  const closed = (connection: Connection) => {
    connection.closed = true;
    connections.delete(connection);
    hub.disconnect(connection);
    if (connections.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const handle = async (connection: Connection, data: unknown) => {
    const message = parseClientMessage(data);
    if ('error' in message) {
      connection.send(serverFrame({ type: 'error', message: message.error }));
      return;
    }
    if (message.type === 'ping') {
      connection.send(serverFrame({ type: 'pong' }));
      return;
    }
    const { topic } = message;
    if (message.type === 'unsubscribe') {
      hub.unsubscribe(connection, topic);
      connection.send(serverFrame({ type: 'unsubscribed', topic }));
      return;
    }
    const refuse = (text: string) => connection.send(serverFrame({ type: 'error', topic, message: text }));
    if (hub.topicsOf(connection).has(topic)) {
      connection.send(serverFrame({ type: 'subscribed', topic }));
      return;
    }
    if (hub.topicsOf(connection).size >= MAX_TOPICS_PER_SOCKET) return refuse('Too many subscriptions');
    const decision = await topics.authorise(connection.memberId ?? null, topic);
    if (decision === 'unknown') return refuse('Unknown topic');
    if (decision === 'forbidden') return refuse('You cannot subscribe to this topic');
    if (connection.closed) return;
    try {
      await hub.subscribe(connection, topic);
    } catch (error) {
      logger.warn({ err: error, topic }, 'realtime subscribe failed');
      return refuse('Could not subscribe. Please try again.');
    }
    if (connection.closed) {
      hub.unsubscribe(connection, topic);
      return;
    }
    connection.send(serverFrame({ type: 'subscribed', topic }));
  };

  const app = new Hono<AppEnv>();
  app.get(REALTIME_PATH, async (c) => {
    const origin = c.req.header('origin');
    if (origin && !deps.allowsOrigin(origin, c.req.raw)) {
      throw new AppError('FORBIDDEN', 'Origin not allowed');
    }
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      throw new AppError('BAD_REQUEST', 'Expected a WebSocket upgrade');
    }
    const memberId = session?.user.id;
    const sessionId = session?.session.id;
    const cookie = c.req.header('cookie') ?? '';
    let connection: Connection | undefined;
    return upgradeWebSocket(
      c,
      {
        onOpen(_event, ws) {
          const raw = ws.raw as WebSocket | undefined;
          connection = {
            memberId,
            sessionId,
            cookie,
            ws: ws as WSContext<WebSocket>,
            alive: true,
            closed: false,
            checkedAt: Date.now(),
            queue: Promise.resolve(),
            send(frame) {
              if (this.closed || ws.readyState !== 1) return;
              if (raw && raw.bufferedAmount > MAX_BUFFERED_BYTES) {
                logger.warn({ memberId }, 'realtime client too slow: dropped');
                raw.terminate();
                return;
              }
              ws.send(frame);
            },
            close(code, reason) {
              // Nothing more is sent or subscribed from now on, even before the closing handshake ends.
              this.closed = true;
              ws.close(code, reason);
            },
          };
          const current = connection;
          raw?.on('pong', () => {
            current.alive = true;
          });
          opened(current);
        },
        onMessage(event) {
          const current = connection;
          if (!current) return;
          current.alive = true;
          current.queue = current.queue
            .then(() => handle(current, event.data))
            .catch((error: unknown) => logger.error({ err: error }, 'realtime message handling failed'));
        },
        onClose() {
          if (connection) closed(connection);
        },
        onError(event) {
          logger.warn({ err: (event as Event & { error?: unknown }).error }, 'realtime socket error');
        },
      },
      { onError: (error) => logger.error({ err: error }, 'realtime socket handler failed') },
    );
  });
  return app;
}
