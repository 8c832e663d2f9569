import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** `http://host` → `ws://host`, `https://host` → `wss://host`: where the page opens its realtime socket. */
const socketOriginOf = (url: string) => {
  const { protocol, host } = new URL(url);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
};

/**
 * Security headers on every response, pages and API alike (docs/decisions/013):
 * - a Content-Security-Policy the built web app passes: scripts only from our own files (index.html has no inline
 *   script), images also from data: and blob: URLs (QR codes, local previews of photos being uploaded), requests
 *   to ourselves and our realtime socket, no plugins, no <base> elsewhere, forms posting only to us, and no page
 *   may frame ours. Styles allow 'unsafe-inline': sonner and Radix insert <style> elements at run time, and inline
 *   styles cannot run code;
 * - `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY` for browsers without frame-ancestors;
 * - `Referrer-Policy: same-origin`: links to other sites never carry a page's address (reset tokens, ids), while
 *   our own requests keep their Origin header (with `no-referrer` a browser sends `Origin: null` on POSTs);
 * - `Cross-Origin-Opener-Policy: same-origin-allow-popups`: other sites' windows cannot reach ours, and the
 *   checkout tab the wallet opens still works.
 */
export function securityHeaders(options: {
  /** The page origins trusted for this request (platform/origins.ts): their realtime sockets may be reached. */
  trustedOrigins: (request: Request) => readonly string[];
}): MiddlewareHandler {
  // One hono middleware per distinct list of origins (there are a handful: PUBLIC_URL, and on the embedded default
  // the machine's own addresses), built once.
  const byOrigins = new Map<string, MiddlewareHandler>();
  return (c, next) => {
    const sockets = [...new Set(options.trustedOrigins(c.req.raw).map(socketOriginOf))];
    const cacheKey = sockets.join(' ');
    let headers = byOrigins.get(cacheKey);
    if (!headers) {
      headers = headersFor(sockets);
      byOrigins.set(cacheKey, headers);
    }
    return headers(c, next);
  };
}

function headersFor(sockets: string[]): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...sockets],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    strictTransportSecurity: 'max-age=15552000',
  });
}
