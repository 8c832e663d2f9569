import type { MiddlewareHandler } from 'hono';
import { AppError, notAuthenticated } from '../../platform/errors.ts';
import type { AppEnv, AppVariables } from '../../platform/http-context.ts';
import type { Auth } from './auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface AuthedEnv extends AppEnv {
  Variables: AppVariables & { user: SessionUser; sessionId: string };
}

type AuthUser = Omit<SessionUser, 'twoFactorEnabled'> & { twoFactorEnabled?: boolean | null };

function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled ?? false,
  };
}

/**
 * Resolves the session cookie through better-auth (so expiry, revocation and refresh behave exactly as on
 * /api/auth/*) and puts the member on the context; 401 UNAUTHENTICATED otherwise. When better-auth refreshes the
 * session (updateAge), its new cookie is forwarded on our response.
 */
export function requireSession(
  auth: Auth,
  /** The 401's message where the feature has its own words ('User must be authenticated to upload files'). */
  message?: string,
): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!response) throw message ? new AppError('UNAUTHENTICATED', message) : notAuthenticated();
    c.set('user', toSessionUser(response.user));
    c.set('sessionId', response.session.id);
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  };
}

export interface MaybeAuthedEnv extends AppEnv {
  Variables: AppVariables & { user: SessionUser | null };
}

/**
 * Like requireSession, for endpoints that answer visitors too: the member (or null) goes on the context, and a
 * refreshed session cookie is forwarded the same way. Never 401.
 */
export function optionalSession(auth: Auth): MiddlewareHandler<MaybeAuthedEnv> {
  return async (c, next) => {
    // Visitors carry no session cookie: no lookup (as in sessionUserId).
    if (!c.req.header('cookie')?.includes('.session_token=')) {
      c.set('user', null);
      return next();
    }
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    c.set('user', response ? toSessionUser(response.user) : null);
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  };
}

/**
 * Who is asking, for endpoints that answer visitors too (what they see depends on it): the member's id, or
 * undefined without a valid session. Never refreshes or sets cookies; requireSession does that for member routes.
 */
export async function sessionUserId(auth: Auth, headers: Headers): Promise<string | undefined> {
  // Without a session cookie (better-auth names it '<prefix>.session_token') there is no member to find: visitors,
  // most of the feed's and search's traffic, skip the lookup.
  if (!headers.get('cookie')?.includes('.session_token=')) return undefined;
  return (await auth.api.getSession({ headers }))?.user.id;
}
