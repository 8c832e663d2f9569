import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { DiskStorage } from './disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { startS3TestServer } from './s3-test-server.ts';
import type { Storage } from './storage.ts';

interface Backend {
  name: string;
  start(): Promise<{ storage: Storage; stop(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'DiskStorage',
    async start() {
      const root = await mkdtemp(path.join(os.tmpdir(), 'swapyard-files-'));
      return { storage: new DiskStorage(root), stop: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3Storage (s3rver in process)',
    async start() {
      const server = await startS3TestServer();
      const storage = new S3Storage(server.options);
      return {
        storage,
        async stop() {
          await storage.close();
          await server.stop();
        },
      };
    },
  },
];

const webp = { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' };
const read = async (storage: Storage, key: string) => {
  const object = await storage.get(key);
  return object && { ...object, bytes: await buffer(object.body) };
};

// One contract, every adapter: the rest of the server cannot tell them apart.
describe.each(backends)('$name', (backend) => {
  let storage: Storage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await backend.start());
  });
  afterAll(() => stop());

  it('stores a buffer and reads it back with its type and size', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage.put('u1/p1-320.webp', bytes, webp);
    const object = await read(storage, 'u1/p1-320.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: bytes.length });
    expect(object!.bytes.equals(bytes)).toBe(true);
  });

  it('stores a stream of unknown length', async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(64 * 1024, i));
    await storage.put('u1/big.webp', Readable.from(chunks), webp);
    const object = await read(storage, 'u1/big.webp');
    expect(object!.size).toBe(40 * 64 * 1024);
    expect(object!.bytes.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('overwrites an existing key', async () => {
    await storage.put('u1/over.txt', Buffer.from('first'), { contentType: 'text/plain; charset=utf-8' });
    await storage.put('u1/over.txt', Buffer.from('second'), { contentType: 'text/plain; charset=utf-8' });
    expect((await read(storage, 'u1/over.txt'))!.bytes.toString()).toBe('second');
  });

  it('answers null for a missing key and deletes idempotently', async () => {
    expect(await storage.get('u1/missing.webp')).toBeNull();
    await storage.put('u1/gone.webp', Buffer.from('x'), webp);
    await storage.delete('u1/gone.webp');
    await storage.delete('u1/gone.webp');
    expect(await storage.get('u1/gone.webp')).toBeNull();
  });

  it('lists by prefix with sizes and modification times, in key order', async () => {
    const before = Date.now() - 5_000;
    await storage.put('tmp/u2/b-800.webp', Buffer.alloc(8), webp);
    await storage.put('tmp/u2/a-320.webp', Buffer.alloc(3), webp);
    await storage.put('tmp/u3/c-320.webp', Buffer.alloc(5), webp);
    await storage.put('tmp-other/u2.webp', Buffer.alloc(1), webp);

    const u2 = await storage.list('tmp/u2/');
    expect(u2.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'tmp/u2/a-320.webp', size: 3 },
      { key: 'tmp/u2/b-800.webp', size: 8 },
    ]);
    for (const entry of u2) {
      expect(entry.lastModified).toBeInstanceOf(Date);
      expect(entry.lastModified.getTime()).toBeGreaterThan(before);
    }
    expect((await storage.list('tmp/')).map((e) => e.key)).toEqual([
      'tmp/u2/a-320.webp',
      'tmp/u2/b-800.webp',
      'tmp/u3/c-320.webp',
    ]);
    // A prefix may end part-way into a name, as S3 prefixes do.
    expect((await storage.list('tmp/u2/a')).map((e) => e.key)).toEqual(['tmp/u2/a-320.webp']);
    expect((await storage.list('tmp')).map((e) => e.key)).toContain('tmp-other/u2.webp');
    expect(await storage.list('nothing-here/')).toEqual([]);
  });

  it('deletes everything under a prefix and nothing else', async () => {
    await storage.put('del/u4/a.webp', Buffer.alloc(1), webp);
    await storage.put('del/u4/sub/b.webp', Buffer.alloc(1), webp);
    await storage.put('del/u5/c.webp', Buffer.alloc(1), webp);
    expect(await storage.deletePrefix('del/u4/')).toBe(2);
    expect((await storage.list('del/')).map((e) => e.key)).toEqual(['del/u5/c.webp']);
    expect(await storage.deletePrefix('del/u4/')).toBe(0);
  });

  it.each([
    '../escape.webp',
    '/etc/passwd',
    'a/../../b.webp',
    'a//b.webp',
    '.hidden',
    'a/.tmp-x',
    'a b.webp',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), webp)).rejects.toBeInstanceOf(AppError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(AppError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(AppError);
  });

  it('lists in pages after a key, in key order', async () => {
    const keys = ['p/u1/a-1.webp', 'p/u1/a-2.webp', 'p/u1/b-1.webp', 'p/u2/c-1.webp', 'p/u3/d-1.webp'];
    for (const key of [...keys].reverse()) await storage.put(key, Buffer.alloc(1), webp);
    const pages: string[][] = [];
    let startAfter: string | undefined;
    for (;;) {
      const page = await storage.list('p/', { startAfter, limit: 2 });
      pages.push(page.map((entry) => entry.key));
      if (page.length < 2) break;
      startAfter = page.at(-1)!.key;
    }
    expect(pages).toEqual([keys.slice(0, 2), keys.slice(2, 4), keys.slice(4)]);
    // After a key that is not stored, and after the last one.
    expect((await storage.list('p/', { startAfter: 'p/u1/a-3', limit: 10 })).map((e) => e.key)).toEqual(
      keys.slice(2),
    );
    expect(await storage.list('p/', { startAfter: 'p/u3/d-1.webp', limit: 10 })).toEqual([]);
  });

  it('refuses a prefix that could leave the store', async () => {
    await expect(storage.list('../')).rejects.toBeInstanceOf(AppError);
    await expect(storage.deletePrefix('/abs')).rejects.toBeInstanceOf(AppError);
  });
});

describe('DiskStorage', () => {
  // S3 lists in byte order, so 'a-1' comes before 'a/…' ('-' < '/'): the disk walk must sort a directory by its keys,
  // not its name. (s3rver itself lists in its own directory order, so this is checked on disk only.)
  it('lists in key order where a file and a directory share a name, paging across them', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'swapyard-files-'));
    try {
      const storage = new DiskStorage(root);
      const keys = [
        'p/a-1.webp',
        'p/a/x-1.webp',
        'p/a/y-1.webp',
        'p/b-1.webp',
        'p/c/z-1.webp',
        'p/c/z-2.webp',
      ];
      for (const key of [...keys].reverse()) await storage.put(key, Buffer.alloc(1), webp);
      expect((await storage.list('p/')).map((e) => e.key)).toEqual(keys);
      const listed: string[] = [];
      let startAfter: string | undefined;
      for (;;) {
        const page = await storage.list('p/', { startAfter, limit: 2 });
        listed.push(...page.map((entry) => entry.key));
        if (page.length < 2) break;
        startAfter = page.at(-1)!.key;
      }
      expect(listed).toEqual(keys);
      expect((await storage.list('p/', { startAfter: 'p/a/y', limit: 10 })).map((e) => e.key)).toEqual(
        keys.slice(2),
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('writes through a hidden temporary file, so a failed stream leaves nothing behind', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'swapyard-files-'));
    try {
      const storage = new DiskStorage(root);
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.put('u1/half.webp', failing, webp)).rejects.toThrow('client went away');
      expect(await storage.get('u1/half.webp')).toBeNull();
      expect(await readdir(path.join(root, 'u1'))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
