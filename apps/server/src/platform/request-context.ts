import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { tryGetContext } from 'hono/context-storage';
import type { AppEnv } from './http-context.ts';
import type { Logger } from './logger.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** Ids from a proxy or a client are kept only when short and made of safe characters (they end up in logs). */
const SANE_REQUEST_ID = /^[\w.:=-]{1,128}$/;

/**
 * Gives every request an id (the incoming X-Request-Id when sane, else a new UUID), echoes it on the response,
 * puts a child logger carrying it on the context and writes one log line per request.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    const started = performance.now();
    await next();
    // Set after the handler so responses built outside Hono (better-auth, static files) carry it too.
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // Immutable headers (e.g. Response.redirect): copy the response once.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}

/**
 * The logger of the request being handled (it carries the request id), for code that is not handed the Hono
 * context, such as better-auth's logger; `fallback` outside a request. Needs hono's contextStorage() (app.ts).
 */
export function currentLogger(fallback: Logger): Logger {
  return tryGetContext<AppEnv>()?.var.logger ?? fallback;
}
