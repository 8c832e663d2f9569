import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** The codings we send, best first: brotli is ~15–20 % smaller than gzip on our JavaScript and JSON. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** File name suffix of each coding's precompressed copy (written beside each built file at build time). */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Bodies smaller than this go out as they are: the coding's framing would eat most of the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text-like types (HTML, CSS, JavaScript, JSON, SVG, manifests: hono's list, which also holds a few uncompressed
 * binary formats such as BMP, icons and tar); never photos (JPEG, PNG, WebP, AVIF), woff2 fonts or
 * `text/event-stream`, which are already compressed or must reach the client as each part is written.
 */
export const isCompressibleType = (contentType: string | null | undefined) =>
  !!contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);

/**
 * The coding to answer with, from the request's Accept-Encoding (q-values honoured, `*` covering codings not
 * named, `q=0` refusing one) among those `offered`; undefined for identity. On equal q, the first offered wins.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[] = ENCODINGS,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of offered) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Caches must keep one copy per Accept-Encoding of anything that could be sent compressed. */
export function varyOnAcceptEncoding(headers: Headers) {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
