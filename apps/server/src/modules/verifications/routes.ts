import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import {
  VERIFICATION_MAX_DOCUMENTS,
  memberVerificationSchema,
  myVerificationsSchema,
  submittableVerificationTypes,
  verificationDocumentSizes,
  VERIFICATION_MIN_AGE_YEARS,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  MY_VERIFICATIONS_LIMIT,
  megabytes,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { validationError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { announceCasesChanged, type Realtime } from '../../platform/realtime/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { DOCUMENT_CACHE } from './documents.ts';
import * as service from './service.ts';

/** The multipart submission: the API's JSON checks leave its body to the capped reader (app.ts). */
export const VERIFICATION_UPLOAD_PATH = '/api/me/verifications';

const submissionForm = z.object({
  type: z.enum(submittableVerificationTypes),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z
    .string()
    .openapi({ format: 'date', description: `YYYY-MM-DD; at least ${VERIFICATION_MIN_AGE_YEARS} years ago` }),
  address: z.string(),
  documents: z.array(z.string().openapi({ type: 'string', format: 'binary' })).openapi({
    description: `1 to ${VERIFICATION_MAX_DOCUMENTS} photos (JPEG, PNG or WebP, ${megabytes(VERIFICATION_DOCUMENT_MAX_BYTES)} MB each), the field repeated`,
  }),
});

const documentQuery = z.object({ size: z.enum(verificationDocumentSizes).optional() });

/**
 * A member's identity verifications (docs/product/verification.md): submit one with document photos, list one's
 * own, and read a document photo (its owner and staff only, never cached).
 */
export function verificationsRoutes(deps: {
  db: Db;
  auth: Auth;
  storage?: Storage;
  realtime?: Realtime;
  logger?: Logger;
}) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);
  const router = createRouter<AuthedEnv>();

  const listMine = createRoute({
    method: 'get',
    path: '/api/me/verifications',
    tags: ['Verifications'],
    summary:
      'Your identity verifications, newest first: pending review, verified, or rejected with the reason',
    middleware: [signedIn] as const,
    responses: {
      200: { description: `Newest ${MY_VERIFICATIONS_LIMIT}`, content: jsonContent(myVerificationsSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });
  router.openapi(listMine, async (c) => c.json(await service.listMyVerifications(db, c.get('user').id), 200));

  const storage = deps.storage;
  if (!storage) return router;

  router.openAPIRegistry.registerPath(
    createRoute({
      method: 'post',
      path: VERIFICATION_UPLOAD_PATH,
      tags: ['Verifications'],
      summary: `Submit a verification with 1 to ${VERIFICATION_MAX_DOCUMENTS} document photos; one pending per type (409), none once that type is verified (409)`,
      description:
        'multipart/form-data: the text fields and the photos in `documents`. The photos are stored privately, ' +
        'without their metadata, and served only by GET /api/verifications/{id}/documents/{n}.',
      request: { body: { content: { 'multipart/form-data': { schema: submissionForm } }, required: true } },
      responses: {
        201: { description: 'Submitted, pending review', content: jsonContent(memberVerificationSchema) },
        ...errorResponses(
          'BAD_REQUEST',
          'VALIDATION_FAILED',
          'UNAUTHENTICATED',
          'CONFLICT',
          'PAYLOAD_TOO_LARGE',
          'RATE_LIMITED',
          'UNAVAILABLE',
        ),
      },
    }),
  );
  router.post(VERIFICATION_UPLOAD_PATH, signedIn, async (c) => {
    const submitted = await service.submitVerification({ db, storage }, c.get('user').id, c.req.raw);
    // Open dashboards refresh their pending count and list at once.
    await announceCasesChanged(deps);
    return c.json(submitted, 201);
  });

  router.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/api/verifications/{id}/documents/{n}',
      tags: ['Verifications'],
      summary:
        "A verification's document photo (n from 1), to its owner and staff only; anyone else gets 404",
      request: {
        params: z.object({ id: pathParam('id', 'The verification id'), n: pathParam('n', 'From 1') }),
        query: documentQuery,
      },
      responses: {
        200: {
          description: 'The photo (WebP), `Cache-Control: private, no-store`',
          content: { 'image/webp': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
        },
        ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'),
      },
    }),
  );
  router.get('/api/verifications/:id/documents/:n', signedIn, async (c) => {
    const query = documentQuery.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error, 'query');
    const object = await service.readDocument(
      { db, storage },
      c.get('user').id,
      c.req.param('id'),
      c.req.param('n'),
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
