import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors.ts';

/** JSON bodies of the API: its largest (a listing with ten photos, a long message) is a few KB. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Stripe's events are a few KB; a quarter of a megabyte leaves room without letting anyone stream us gigabytes. */
export const WEBHOOK_BODY_MAX_BYTES = 256 * 1024;

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const bodyTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `Request body too large: at most ${kilobytes(maxBytes)}`);

/**
 * Refuses a body over `maxBytes` with 413 before the route reads it: a declared Content-Length at once, a streamed
 * body as soon as it passes the cap (hono/body-limit counts while it reads and keeps at most `maxBytes`). A declared
 * length is judged from the headers alone: Node reads no more than it declares, and leaving the body untouched lets
 * the route read it straight from Node (the adapter's fast path) instead of through a web `Request` and its stream:
 * about 12 % more bids a second over HTTP (bench/README, `live/`).
 */
export const limitBody = (maxBytes: number): MiddlewareHandler => {
  const streamed = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw bodyTooLarge(maxBytes);
    },
  });
  return (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number(declared) > maxBytes) throw bodyTooLarge(maxBytes);
    return next();
  };
};
