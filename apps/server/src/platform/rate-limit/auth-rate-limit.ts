import type { Context, MiddlewareHandler } from 'hono';
import { authMessages } from '@swapyard/domain';
import type { AppEnv } from '../http-context.ts';
import type { RateLimitStore } from './store.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Limits on the auth endpoints that can be used to guess passwords, flood sign-ups or spam mailboxes. */
export interface AuthRateLimits {
  signIn: { perIp: Limit; perAccount: Limit };
  signUp: { perIp: Limit };
  /** Endpoints that mail a link on request: password reset and re-sent confirmation. */
  recovery: { perIp: Limit; perAccount: Limit };
}

const MINUTE = 60_000;
export const defaultAuthRateLimits: AuthRateLimits = {
  signIn: { perIp: { max: 20, windowMs: 10 * MINUTE }, perAccount: { max: 10, windowMs: 15 * MINUTE } },
  signUp: { perIp: { max: 10, windowMs: 60 * MINUTE } },
  recovery: { perIp: { max: 5, windowMs: 60 * MINUTE }, perAccount: { max: 3, windowMs: 60 * MINUTE } },
};

type Group = keyof AuthRateLimits;

/** better-auth paths (under /api/auth) → limit group. better-auth 1.7 has no /forget-password path. */
export const rateLimitedAuthPaths: Record<string, Group> = {
  '/api/auth/sign-in/email': 'signIn',
  '/api/auth/sign-in/username': 'signIn',
  '/api/auth/sign-up/email': 'signUp',
  '/api/auth/request-password-reset': 'recovery',
  '/api/auth/send-verification-email': 'recovery',
};

/** The account an attempt targets: the e-mail or username in the JSON body, lowercased. */
async function accountOf(c: Context): Promise<string | undefined> {
  try {
    // Read a clone: better-auth reads the original body afterwards.
    const body = (await c.req.raw.clone().json()) as { email?: unknown; username?: unknown };
    const value = typeof body.email === 'string' ? body.email : body.username;
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export function rateLimitedResponse(c: Context, retryAfterMs: number): Response {
  const message = authMessages.tooManyAttempts;
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  // Top-level `message` too: the better-auth client surfaces `message` of a failed auth call.
  return c.json({ error: { code: 'RATE_LIMITED', message }, message }, 429);
}

/**
 * Counts every attempt (not only failures: simpler, and it also throttles sign-up and recovery floods) per client
 * IP and per targeted account, in fixed windows. If the store is unreachable the attempt is let through and
 * logged: an outage of Redis must not lock every member out.
 */
export function authRateLimit(options: {
  store: RateLimitStore;
  limits: AuthRateLimits;
  clientIp: (c: Context) => string;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const group = c.req.method === 'POST' ? rateLimitedAuthPaths[c.req.path] : undefined;
    if (!group) return next();
    const limits = options.limits[group];
    const checks: Array<{ key: string; limit: Limit }> = [
      { key: `${group}:ip:${options.clientIp(c)}`, limit: limits.perIp },
    ];
    if ('perAccount' in limits) {
      const account = await accountOf(c);
      if (account) checks.push({ key: `${group}:account:${account}`, limit: limits.perAccount });
    }
    try {
      for (const { key, limit } of checks) {
        const hit = await options.store.hit(key, limit.windowMs);
        if (hit.count > limit.max) {
          c.get('logger').warn({ group, key }, 'auth rate limit reached');
          return rateLimitedResponse(c, hit.resetInMs);
        }
      }
    } catch (error) {
      c.get('logger').error({ err: error }, 'rate-limit store unavailable; letting the attempt through');
    }
    return next();
  };
}
