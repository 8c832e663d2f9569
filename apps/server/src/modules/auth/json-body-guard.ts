import type { MiddlewareHandler } from 'hono';
import { CONTROL_CHARACTERS_MESSAGE, text } from '@swapyard/domain';
import type { AppEnv } from '../../platform/http-context.ts';

/** Every string of an account request may span lines (passwords are not trimmed): the loosest text rule. */
const accountText = text({ multiline: true, trim: false });

function hasControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return !accountText.safeParse(value).success;
  if (Array.isArray(value)) return value.some(hasControlCharacters);
  if (value && typeof value === 'object') return Object.values(value).some(hasControlCharacters);
  return false;
}

/**
 * In front of better-auth, which reads fields of a JSON body without checking that it is an object (`null` made
 * POST /api/auth/update-user a 500) and passes its strings to PostgreSQL (a NUL is a 500 there). A JSON body must
 * be an object whose strings follow the contracts' text rule (packages/domain text.ts). Answers in better-auth's
 * own error shape, `{ code, message }`, as every /api/auth/* error does. Bodies that are not JSON are left to it.
 */
export function accountJsonBodyGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !c.req.header('content-type')?.includes('application/json')) return next();
    // A clone: better-auth reads the original request's body.
    const raw = await c.req.raw.clone().text();
    if (raw.trim() === '') return next();
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return next();
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return c.json({ code: 'BODY_MUST_BE_AN_OBJECT', message: 'Body must be an object' }, 400);
    }
    if (hasControlCharacters(body)) {
      return c.json({ code: 'INVALID_TEXT', message: CONTROL_CHARACTERS_MESSAGE }, 400);
    }
    return next();
  };
}
