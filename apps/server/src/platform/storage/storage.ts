import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** Stored with the object where the backend keeps it (S3); `/media/*` sets its own header either way. */
  cacheControl?: string;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes. */
  size: number;
}

export interface StoredEntry {
  key: string;
  size: number;
  lastModified: Date;
}

export interface ListPage {
  /** Only keys after this one. */
  startAfter?: string;
  limit: number;
}

/**
 * Where photos and documents live: local disk under DATA_DIR/files (embedded default) or an S3-compatible bucket
 * when S3_* is set. Keys are validated by every adapter (see keys.ts), so a key built from user input can never
 * leave the store. The disk adapter derives the content type from the key's extension, so keys end in an
 * extension that names their type (`.webp`, `.jpg`, `.png`, `.pdf`, ...).
 */
export interface Storage {
  /** Writes the whole object or nothing: readers never see a half-written file. Overwrites an existing key. */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** Null when the key does not exist. The caller must consume or destroy `body`. */
  get(key: string): Promise<StoredObject | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every key starting with `prefix` (e.g. `tmp/{userId}/`); returns how many were deleted. */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * Keys starting with `prefix`, with size and age, in key order (UTF-8 byte order, as S3 lists). With `page`, at
   * most `limit` keys after `startAfter`: a full page means there may be more, asked for after its last key.
   */
  list(prefix: string, page?: ListPage): Promise<StoredEntry[]>;
  close?(): Promise<void>;
}
