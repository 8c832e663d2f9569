import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, assertValidPrefix, contentTypeOf } from './keys.ts';
import type { PutOptions, Storage, StoredEntry, StoredObject } from './storage.ts';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOTDIR';

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

  async list(prefix: string): Promise<StoredEntry[]> {
    assertValidPrefix(prefix);
    const entries: StoredEntry[] = [];
    const walk = async (directory: string, keyPrefix: string) => {
      let children: Dirent[];
      try {
        children = await readdir(directory, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const child of children) {
        if (child.name.startsWith('.')) continue; // our temporary files
        const key = `${keyPrefix}${child.name}`;
        if (child.isDirectory()) {
          // Only descend where keys under this directory can still match the prefix.
          if (prefix.startsWith(`${key}/`) || key.startsWith(prefix))
            await walk(path.join(directory, child.name), `${key}/`);
        } else if (child.isFile() && key.startsWith(prefix)) {
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
    return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
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
