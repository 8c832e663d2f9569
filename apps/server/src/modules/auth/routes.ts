import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http-context.ts';
import {
  authRateLimit,
  type AuthRateLimits,
  type SignInAccounts,
} from '../../platform/rate-limit/auth-rate-limit.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { accountJsonBodyGuard } from './json-body-guard.ts';

/**
 * `/api/auth/*` belongs to better-auth (its own paths and response shapes). We only put our rate limits in front
 * of it and tell it the client IP we resolved.
 */
export function authRoutes(options: {
  auth: Auth;
  clientIp: (c: Context) => string;
  rateLimit: { store: RateLimitStore; limits: AuthRateLimits; accounts: SignInAccounts } | undefined;
  /** The address to point a member at when their page's origin is refused. */
  publicUrl: string;
}) {
  const router = new Hono<AppEnv>();
  // Auth bodies are a few hundred bytes; refuse big ones before anything reads them.
  router.use(
    '/api/auth/*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'Request body too large'), 413),
    }),
  );
  if (options.rateLimit) {
    router.use('/api/auth/*', authRateLimit({ ...options.rateLimit, clientIp: options.clientIp }));
  }
  router.use('/api/auth/*', accountJsonBodyGuard());
  router.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    // Overwrite whatever the client sent under this name.
    headers.set(CLIENT_IP_HEADER, options.clientIp(c));
    const response = await options.auth.handler(new Request(c.req.raw, { headers }));
    return (await refusedOrigin(response))
      ? c.json({ code: INVALID_ORIGIN, message: untrustedOriginMessage(options.publicUrl) }, 403)
      : response;
  });
  return router;
}

/** better-auth's code for a request from a page origin it does not trust. */
const INVALID_ORIGIN = 'INVALID_ORIGIN';

/** Its own message is "Invalid origin"; a member needs to know which address works. */
export const untrustedOriginMessage = (publicUrl: string) =>
  `This page's address is not one Swapyard trusts. Open Swapyard at ${publicUrl} and try again.`;

async function refusedOrigin(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: unknown } | undefined;
  return body?.code === INVALID_ORIGIN;
}
