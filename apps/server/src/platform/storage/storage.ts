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
  /** Every key starting with `prefix`, with size and age (for sweeping abandoned temporary uploads). */
  list(prefix: string): Promise<StoredEntry[]>;
  close?(): Promise<void>;
}
