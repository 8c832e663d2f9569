import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import {
  ENCODING_SUFFIX,
  ENCODINGS,
  isCompressibleType,
  preferredEncoding,
  varyOnAcceptEncoding,
  type Encoding,
} from '../../platform/compression/index.ts';

/** Asked without blocking the event loop: every static request asks it once per coding. */
const sizeOf = (file: string): Promise<number | undefined> =>
  stat(file).then(
    (found) => found.size,
    () => undefined,
  );

/**
 * `found` (a built file at `file`, as serveStatic answered it) swapped for its brotli or gzip copy written beside it
 * at build time (apps/web/build/precompress.ts), when the client accepts that coding: the best compression costs
 * nothing per request. Ranges (206) and files without a copy are left as they are (compressResponses still codes
 * the larger ones on the fly).
 */
export async function precompressedVariant(c: Context, found: Response, file: string): Promise<Response> {
  if (found.status !== 200 || !isCompressibleType(found.headers.get('Content-Type'))) return found;
  varyOnAcceptEncoding(found.headers);
  const sizes = new Map<Encoding, number>();
  const copySizes = await Promise.all(ENCODINGS.map((encoding) => sizeOf(file + ENCODING_SUFFIX[encoding])));
  ENCODINGS.forEach((encoding, index) => {
    const size = copySizes[index];
    if (size !== undefined) sizes.set(encoding, size);
  });
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'), [...sizes.keys()]);
  if (!encoding) return found;

  void found.body?.cancel();
  const headers = new Headers(found.headers);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(sizes.get(encoding)));
  const body =
    c.req.method === 'HEAD'
      ? null
      : (Readable.toWeb(createReadStream(file + ENCODING_SUFFIX[encoding])) as ReadableStream<Uint8Array>);
  return new Response(body, { status: 200, headers });
}
