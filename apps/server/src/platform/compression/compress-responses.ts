import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import {
  COMPRESSION_THRESHOLD_BYTES,
  isCompressibleType,
  preferredEncoding,
  varyOnAcceptEncoding,
  type Encoding,
} from './encodings.ts';

/**
 * Brotli at quality 4 costs about what gzip's default does in CPU time and still compresses better; the top
 * qualities are for build time (the web app's files are precompressed), not for answers made per request.
 */
const compressor = (encoding: Encoding) =>
  encoding === 'br'
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip();

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** Statuses whose body is empty or partial: a coding would break them. */
const UNTOUCHED_STATUSES = new Set([101, 204, 206, 304]);

/**
 * Compresses text-like answers (JSON, HTML, JavaScript, SVG…) with brotli or gzip as the client accepts
 * (docs/decisions/016). Left as they are: HEAD, WebSocket upgrades, bodies already coded (the web app's
 * precompressed files), other types (images, event streams), `Cache-Control: no-transform`, partial content and
 * bodies under 1 KB. Every header the handler set (request id, Idempotent-Replayed, cookies…) stays; the body is
 * compressed as it streams, never held whole in memory.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      c.req.header('Upgrade') ||
      !res.body ||
      UNTOUCHED_STATUSES.has(res.status) ||
      res.headers.has('Content-Encoding') ||
      !isCompressibleType(res.headers.get('Content-Type')) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const declaredLength = res.headers.get('Content-Length');
    if (declaredLength !== null && Number(declaredLength) < COMPRESSION_THRESHOLD_BYTES) return;
    varyOnAcceptEncoding(res.headers);
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;

    // Without a declared length, look at the start of the body: a small one goes out as it is.
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < COMPRESSION_THRESHOLD_BYTES) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      head.push(value);
      headBytes += value.byteLength;
    }
    const replayed = replay(head, ended ? undefined : reader);
    if (ended && headBytes < COMPRESSION_THRESHOLD_BYTES) {
      c.res = new Response(replayed, res);
      return;
    }

    // pipeline: an error on either side ends the other (a client gone away stops reading the source).
    const zipped = pipeline(Readable.fromWeb(replayed as never), compressor(encoding), () => {});
    c.res = new Response(Readable.toWeb(zipped) as ReadableStream<Uint8Array>, res);
    // Set after the assignment: hono copies the previous response's headers (its Content-Length among them).
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}

/** The chunks already read, then the rest of the body (cancelled with it when the client goes away). */
function replay(head: Uint8Array[], rest: ReadableStreamDefaultReader<Uint8Array> | undefined) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (!rest) controller.close();
    },
    async pull(controller) {
      if (!rest) return;
      const { done, value } = await rest.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => rest?.cancel(reason),
  });
}
