import type { MiddlewareHandler } from 'hono';
import { JSON_BODY_MAX_BYTES, limitBody, WEBHOOK_BODY_MAX_BYTES } from './body-limits.ts';
import { isJsonOrEmpty, notJson } from './json-bodies.ts';
import { crossSiteRequest, isSameOriginWrite } from './same-origin.ts';

export interface ApiBoundaryOptions {
  /** Whether a page at `origin` may change things with the member's cookie (platform/origins.ts). */
  allowsOrigin: (origin: string, request: Request) => boolean;
  /** Multipart uploads (POST): their own capped streaming reader takes the body (platform/uploads); Origin is checked. */
  uploadPaths: readonly string[];
  /** Signed webhooks (Stripe): no browser and no cookie behind them, so no Origin; a small body cap of their own. */
  webhookPaths: readonly string[];
  /** Tests use small numbers. */
  jsonMaxBytes?: number;
  webhookMaxBytes?: number;
}

const isReadOnly = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
/** better-auth checks the Origin of its own requests and reads its own bodies. */
const isAuthPath = (path: string) => path === '/api/auth' || path.startsWith('/api/auth/');

/**
 * The checks every state-changing `/api/*` request passes before its route runs (docs/decisions/013):
 * - from one of our pages (Origin) or from no browser page at all, else 403;
 * - a JSON body, or none, on JSON endpoints, else 415;
 * - at most 64 KB of it (webhooks 256 KB; uploads have their own caps), else 413, refused before it is buffered.
 * Reads (GET, HEAD, and the realtime socket's upgrade) pass untouched.
 */
export function apiBoundaries(options: ApiBoundaryOptions): MiddlewareHandler {
  const uploads = new Set(options.uploadPaths);
  const webhooks = new Set(options.webhookPaths);
  const jsonLimit = limitBody(options.jsonMaxBytes ?? JSON_BODY_MAX_BYTES);
  const webhookLimit = limitBody(options.webhookMaxBytes ?? WEBHOOK_BODY_MAX_BYTES);

  return async (c, next) => {
    const path = c.req.path;
    if (isReadOnly(c.req.method) || isAuthPath(path)) return next();
    if (webhooks.has(path)) return webhookLimit(c, next);
    const fromOurPage = (origin: string) => options.allowsOrigin(origin, c.req.raw);
    if (!isSameOriginWrite(c.req.raw.headers, fromOurPage)) throw crossSiteRequest();
    if (c.req.method === 'POST' && uploads.has(path)) return next();
    if (!isJsonOrEmpty(c.req.raw)) throw notJson(c.req.header('content-type'));
    return jsonLimit(c, next);
  };
}
