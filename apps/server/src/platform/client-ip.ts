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

/**
 * Whether the request comes from this machine: the socket's peer address is a loopback address. X-Forwarded-For is
 * never consulted (a client could write anything there, and behind a proxy every request would look local). No Node
 * socket (app.request() in tests or scripts): not loopback.
 */
export function isLoopbackRequest(c: Context): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
