import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { errorBody } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http-context.ts';
import { IMMUTABLE_CACHE } from '../../platform/images/save-photo.ts';
import { isPrivateKey, isValidKey } from '../../platform/storage/keys.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/**
 * `GET /media/{key}`: stored photos and files, from whichever Storage is configured (disk or S3), so URLs are the
 * same in every deployment. A key never changes content (new photo, new id), hence the year-long immutable cache.
 * A path that is not a valid key (`..`, `%2e%2e`, odd characters) answers 404 like a missing file: the storage
 * layer is never asked, and nothing tells a prober which it was. Private keys (identity documents) answer the same
 * 404 even when the file exists: they are served only by the endpoint that checks who asks
 * (docs/product/verification.md, "Privacy").
 */
export function mediaFileRoutes(storage: Storage) {
  const router = new Hono<AppEnv>();
  router.on(['GET', 'HEAD'], '/media/*', async (c) => {
    const key = c.req.path.slice('/media/'.length);
    const object = isValidKey(key) && !isPrivateKey(key) ? await storage.get(key) : null;
    if (!object) return c.json(errorBody('NOT_FOUND', 'File not found'), 404);
    const headers = {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': IMMUTABLE_CACHE,
      // Served as what it is: a stored file is never sniffed into HTML or script.
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.method === 'HEAD') {
      object.body.destroy();
      return c.body(null, 200, headers);
    }
    return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, 200, headers);
  });
  return router;
}
