import type { MiddlewareHandler } from 'hono';
import { AppError, notAuthenticated } from '../../platform/errors.ts';
import type { AppEnv, AppVariables } from '../../platform/http-context.ts';
import type { Auth } from './auth.ts';
import { SESSION_CACHE_MS, SessionCache } from './session-cache.ts';

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

const sessionCaches = new WeakMap<Auth, SessionCache<SessionUser>>();

/** The app's session cache (the auth module's manifest makes it with the app's Auth). */
export function sessionCacheOf(auth: Auth): SessionCache<SessionUser> {
  let cache = sessionCaches.get(auth);
  if (!cache) sessionCaches.set(auth, (cache = new SessionCache<SessionUser>()));
  return cache;
}

/** The session cookie as sent ('<prefix>.session_token', '__Secure-' first over https), if any. */
const sessionCookie = (headers: Headers) =>
  headers.get('cookie')?.match(/(?:^|;\s*)[\w.-]*\.session_token=([^;]+)/)?.[1];

interface FoundSession {
  user: SessionUser;
  sessionId: string;
  /** Set-Cookie headers of a session better-auth refreshed (updateAge), to forward on the response. */
  cookies: string[];
}

/**
 * The session a request's cookie names, through better-auth (so expiry, revocation and refresh behave exactly as on
 * /api/auth/*), or from the session cache when this instance looked it up a moment ago (decision 048).
 */
async function findSession(auth: Auth, headers: Headers): Promise<FoundSession | null> {
  const cookie = sessionCookie(headers);
  // Visitors carry no session cookie: no lookup. Most of the feed's and search's traffic is theirs.
  if (!cookie) return null;
  const cache = sessionCacheOf(auth);
  const cached = cache.get(cookie);
  if (cached) return { user: cached.user, sessionId: cached.sessionId, cookies: [] };
  const changesBefore = cache.changes;
  const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
  if (!response) return null;
  const found = {
    user: toSessionUser(response.user),
    sessionId: response.session.id,
    cookies: answer.getSetCookie(),
  };
  // A refreshed session's next request brings its new cookie. One read while sessions changed may have read what
  // a change then ended: not remembered.
  if (found.cookies.length === 0 && cache.changes === changesBefore) {
    const until = Math.min(Date.now() + SESSION_CACHE_MS, response.session.expiresAt.getTime());
    cache.remember(cookie, { user: found.user, sessionId: found.sessionId, until });
  }
  return found;
}

/**
 * Puts the member whose session the cookie names on the context (findSession); 401 UNAUTHENTICATED otherwise. When
 * better-auth refreshes the session (updateAge), its new cookie is forwarded on our response.
 */
export function requireSession(
  auth: Auth,
  /** The 401's message where the feature has its own words ('User must be authenticated to upload files'). */
  message?: string,
): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const found = await findSession(auth, c.req.raw.headers);
    if (!found) throw message ? new AppError('UNAUTHENTICATED', message) : notAuthenticated();
    c.set('user', found.user);
    c.set('sessionId', found.sessionId);
    await next();
    for (const cookie of found.cookies) c.res.headers.append('Set-Cookie', cookie);
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
    const found = await findSession(auth, c.req.raw.headers);
    c.set('user', found?.user ?? null);
    await next();
    for (const cookie of found?.cookies ?? []) c.res.headers.append('Set-Cookie', cookie);
  };
}

/**
 * Who is asking, for endpoints that answer visitors too (what they see depends on it): the member's id, or
 * undefined without a valid session. Never sets cookies; requireSession does that for member routes.
 */
export async function sessionUserId(auth: Auth, headers: Headers): Promise<string | undefined> {
  return (await findSession(auth, headers))?.user.id;
}
