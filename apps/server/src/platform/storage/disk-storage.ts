import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, assertValidPrefix, contentTypeOf } from './keys.ts';
import type { ListPage, PutOptions, Storage, StoredEntry, StoredObject } from './storage.ts';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOTDIR';

/** Keys compare as S3 orders them: by UTF-8 bytes (keys are ASCII here, see keys.ts, so code units do). */
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Files under one root directory (DATA_DIR/files), one file per key. Writes go to a hidden temporary file in the
 * target directory and are renamed into place: rename is atomic on one filesystem, so a crash or a concurrent
 * reader never sees half a photo. Temporary names start with a dot, which valid keys never do.
 */
export class DiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Buffer | Readable, _options: PutOptions): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(path.dirname(file), `.tmp-${randomUUID()}`);
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body);
      else await pipeline(body, createWriteStream(temporary));
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), contentType: contentTypeOf(key), size: info.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  /*
   * Empty directories are left in place: removing them could race a concurrent put that has just created its
   * directory. One directory per member is negligible.
   */
  async deletePrefix(prefix: string): Promise<number> {
    const entries = await this.list(prefix);
    for (const entry of entries) await this.delete(entry.key);
    return entries.length;
  }

  async list(prefix: string, page?: ListPage): Promise<StoredEntry[]> {
    assertValidPrefix(prefix);
    const after = page?.startAfter ?? '';
    const limit = page?.limit ?? Infinity;
    const entries: StoredEntry[] = [];
    // Depth first over children sorted as their keys sort (a directory `a` as `a/`), so keys come in key order and
    // the walk can stop once the page is full.
    const walk = async (directory: string, keyPrefix: string): Promise<void> => {
      let children: Dirent[];
      try {
        children = await readdir(directory, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      const sortKey = (child: Dirent) => `${keyPrefix}${child.name}${child.isDirectory() ? '/' : ''}`;
      const sorted = children
        .filter((child) => !child.name.startsWith('.')) // our temporary files
        .map((child) => ({ child, key: sortKey(child) }))
        .sort((a, b) => compareKeys(a.key, b.key));
      for (const { child, key } of sorted) {
        if (entries.length >= limit) return;
        if (child.isDirectory()) {
          // Only where keys under it can still match the prefix and come after `after`.
          const matches = prefix.startsWith(key) || key.startsWith(prefix);
          const passed = compareKeys(after, key) > 0 && !after.startsWith(key);
          if (matches && !passed) await walk(path.join(directory, child.name), key);
        } else if (child.isFile() && key.startsWith(prefix) && compareKeys(key, after) > 0) {
          try {
            const info = await stat(path.join(directory, child.name));
            entries.push({ key, size: info.size, lastModified: info.mtime });
          } catch (error) {
            if (!isMissing(error)) throw error; // deleted while listing
          }
        }
      }
    };
    const start = this.startDirectory(prefix);
    await walk(
      start,
      start === this.root ? '' : `${path.relative(this.root, start).split(path.sep).join('/')}/`,
    );
    return entries;
  }

  /** The file of a valid key; the containment check is a second line of defence behind the key rule. */
  private pathOf(key: string): string {
    assertValidKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(`${this.root}${path.sep}`)) throw new Error(`Key escapes the storage root: ${key}`);
    return file;
  }

  /** The deepest directory every key with this prefix lives under (`a/b/c-` → root/a/b). */
  private startDirectory(prefix: string): string {
    const directory = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    return directory ? path.resolve(this.root, directory) : this.root;
  }
}
