import type { MiddlewareHandler } from 'hono';

/**
 * Answers under /api/* are a member's own data (their session, wallet, messages): neither a shared cache nor the
 * browser keeps them, unless a route says otherwise (the API docs' static files). docs/decisions/016.
 */
export function apiAnswersNotStored(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
