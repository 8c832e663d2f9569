import { Readable } from 'node:stream';
import type { z } from '@hono/zod-openapi';
import { verificationsEndpoints as endpoints } from '@swapyard/domain/endpoints/verifications';
import type { Db } from '../../platform/db.ts';
import { validationError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { announceCasesChanged, type Realtime } from '../../platform/realtime/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import type { UploadGate } from '../../platform/uploads/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { DOCUMENT_CACHE } from './documents.ts';
import * as service from './service.ts';

/** The multipart submission: the API's JSON checks leave its body to the capped reader (app.ts). */
export const VERIFICATION_UPLOAD_PATH = endpoints.submit.path;

/**
 * A member's identity verifications (docs/product/verification.md): submit one with document photos, list one's
 * own, and read a document photo (its owner and staff only, never cached).
 */
export function verificationsRoutes(deps: {
  db: Db;
  auth: Auth;
  storage?: Storage;
  uploads: UploadGate;
  realtime?: Realtime;
  logger?: Logger;
}) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);
  const router = createRouter<AuthedEnv>();

  router.openapi(routeOf(endpoints.listMine, signedIn), async (c) =>
    c.json(await service.listMyVerifications(db, c.get('user').id), 200),
  );

  const storage = deps.storage;
  if (!storage) return router;

  router.openAPIRegistry.registerPath(routeOf(endpoints.submit));
  router.post(VERIFICATION_UPLOAD_PATH, signedIn, async (c) => {
    const submitted = await service.submitVerification(
      { db, storage, uploads: deps.uploads },
      c.get('user').id,
      c.req.raw,
    );
    // Open dashboards refresh their pending count and list at once.
    await announceCasesChanged(deps);
    return c.json(submitted, 201);
  });

  // The photo is streamed as it is stored (WebP): documented from the declaration, served by a plain handler.
  const documentRoute = routeOf(endpoints.document);
  router.openAPIRegistry.registerPath(documentRoute);
  router.get(documentRoute.getRoutingPath(), signedIn, async (c) => {
    const query = endpoints.document.query.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error, 'query');
    // Checked by the service (an unknown or malformed one is 404), as before the catalogue.
    const { id, n } = c.req.param() as z.input<typeof endpoints.document.params>;
    const object = await service.readDocument(
      { db, storage },
      c.get('user').id,
      id,
      n,
      query.data.size ?? 'full',
    );
    return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': DOCUMENT_CACHE,
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return router;
}
