import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http-context.ts';
import { authRateLimit, type AuthRateLimits } from '../../platform/rate-limit/auth-rate-limit.ts';
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
  rateLimit: { store: RateLimitStore; limits: AuthRateLimits } | undefined;
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
  router.on(['GET', 'POST'], '/api/auth/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    // Overwrite whatever the client sent under this name.
    headers.set(CLIENT_IP_HEADER, options.clientIp(c));
    return options.auth.handler(new Request(c.req.raw, { headers }));
  });
  return router;
}
