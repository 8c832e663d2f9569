import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's IP address. Behind a reverse proxy (TRUST_PROXY=true) it is the last X-Forwarded-For entry: the
 * address our proxy saw and appended, which a client cannot forge (entries to its left can be). Otherwise it is the
 * socket's peer address and X-Forwarded-For is ignored, so a client cannot pick its own rate-limit bucket.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Node socket (requests made with app.request() in tests or scripts).
    return 'unknown';
  }
}
