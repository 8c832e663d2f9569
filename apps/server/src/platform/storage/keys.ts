import { AppError } from '../errors.ts';

/*
 * One segment: letters, digits, `_`, `.`, `-`, not starting with a dot. That rules out `.` and `..` (no way out
 * of the store) and hidden names, which the disk adapter keeps for its own temporary files.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
export const MAX_KEY_LENGTH = 512;

/** `{userId}/{photoId}-{size}.webp`: relative, `/`-separated segments; no `..`, no leading or double slash. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/**
 * A listing prefix: empty (everything), whole segments ending in `/` (`tmp/u1/`), or ending part-way into a
 * segment (`u1/photo-`). The same characters as keys, so a prefix cannot point outside the store either.
 */
export function isValidPrefix(prefix: string): boolean {
  if (prefix === '') return true;
  if (prefix.length > MAX_KEY_LENGTH) return false;
  const segments = prefix.split('/');
  const last = segments.pop()!;
  return segments.every((s) => SEGMENT.test(s)) && (last === '' || SEGMENT.test(last));
}

/** A bad key is our bug or a forged path: a 400, never a file outside the store. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new AppError('BAD_REQUEST', 'Invalid storage key', { key: key.slice(0, 100) });
}

export function assertValidPrefix(prefix: string): void {
  if (!isValidPrefix(prefix)) {
    throw new AppError('BAD_REQUEST', 'Invalid storage prefix', { prefix: prefix.slice(0, 100) });
  }
}

/**
 * Keys under this prefix are private: `/media/*` never serves them, whatever the key (identity documents,
 * docs/product/verification.md, "Privacy"). Only an endpoint that checks who asks may read them.
 */
export const PRIVATE_KEY_PREFIX = 'private/';
export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_KEY_PREFIX);

/** The key of one stored size of a photo: `{userId}/{photoId}-{size}.webp`. */
export function photoKey(userId: string, photoId: string, size: number): string {
  const key = `${userId}/${photoId}-${size}.webp`;
  assertValidKey(key);
  return key;
}

const typesByExtension: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The content type a key's extension names; unknown extensions are opaque bytes (never sniffed as HTML). */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : '';
  return typesByExtension[extension] ?? 'application/octet-stream';
}
